import { use, useState } from 'react';
import { registeredStaticHtml } from '@/lib/mdx/prose-registry';

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

/**
 * The HTML a static-HTML host writes with dangerouslySetInnerHTML: on the server, what the server component put in
 * the registry under `key`; in the browser, '' when the document's HTML is kept (`selector` finds it), else the
 * file at `url` (the host suspends until it has it).
 */
export function useStaticHtml(
  source: StaticHtmlSource,
  { key, selector, url }: { key: string; selector: string; url: string },
): string {
  const [onServer] = useState(() => typeof window === 'undefined');
  const [kept] = useState(() => (onServer ? false : source.keptFromDocument(selector)));
  if (onServer) return registeredStaticHtml(key) ?? '';
  return kept ? '' : use(source.load(url));
}
