/**
 * Where a static-HTML host (a client component whose content is HTML React never hydrates: the guide's prose,
 * the docs sidebar) gets its HTML in the browser. On the document's first load the server's HTML is already in
 * the page and kept as it is (the host renders an empty dangerouslySetInnerHTML, whose mismatch React does not
 * patch when hydrating); after a client-side navigation it is fetched, once per address.
 */
export interface StaticHtmlSource {
  /** True for the first host of this kind the document renders, when the server's HTML is in `selector`. */
  keptFromDocument(selector: string): boolean;
  /** The HTML at `url`; a failed load is not kept, so Retry (app/error.tsx) asks again. */
  load(url: string): Promise<string>;
}

export function staticHtmlSource(what: string): StaticHtmlSource {
  const fetched = new Map<string, Promise<string>>();
  let documentLoad = true;
  return {
    keptFromDocument(selector) {
      const first = documentLoad;
      documentLoad = false;
      if (!first) return false;
      const element = document.querySelector(selector);
      return element !== null && element.hasChildNodes();
    },
    load(url) {
      let html = fetched.get(url);
      if (!html) {
        html = fetch(url).then((response) => {
          if (!response.ok)
            throw new Error(`The page's ${what} could not be loaded (HTTP ${response.status}).`);
          return response.text();
        });
        html.catch(() => fetched.delete(url));
        fetched.set(url, html);
      }
      return html;
    },
  };
}
