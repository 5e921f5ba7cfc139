/**
 * What a guide's tables of contents do (docs-toc.tsx renders them as plain HTML): the link of the section in
 * view is marked (`data-active`, `aria-current="location"`) as the reader scrolls, and following a link of the
 * collapsible one closes it (the column beside the text is the one marked; the collapsible is closed while the
 * reader scrolls). One scroll listener and one delegated click handler for the page; returns the
 * function that removes them.
 */

/** A heading counts as the section in view once its top is this close to the top of the window (the navbar). */
export const TOC_OFFSET = 110;

export function enhanceToc(root: HTMLElement): () => void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a.toc-link')];
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((heading): heading is HTMLElement => heading !== null);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('.toc-collapsible a.toc-link');
    link?.closest('details')?.removeAttribute('open');
  };
  root.addEventListener('click', onClick);
  if (headings.length === 0) return () => root.removeEventListener('click', onClick);

  let shown: string | undefined;
  const mark = (current: string) => {
    if (current === shown) return;
    shown = current;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('.docs-toc a.toc-link')) {
      const active = decodeURIComponent(link.hash.slice(1)) === current;
      link.dataset.active = String(active);
      if (active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  let frame = 0;
  const update = () => {
    frame = 0;
    let current = headings[0]!.id;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top <= TOC_OFFSET) current = heading.id;
      else break;
    }
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
      current = headings[headings.length - 1]!.id;
    mark(current);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  return () => {
    root.removeEventListener('click', onClick);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}
