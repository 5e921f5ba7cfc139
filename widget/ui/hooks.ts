/** Small browser hooks the widget needs: viewport width, layout changes, the host's colour theme, slow loads. */
import { useEffect, useState } from 'react';
import { loadingTimeout } from '../api/fetch-timing';
import { WIDGET_ROOT_ATTRIBUTE } from '../anchoring/text-nodes';

export function useMinWidth(pixels: number): boolean {
  const query = `(min-width: ${pixels}px)`;
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** A number that changes whenever the page's layout may have moved: resizes, late fonts and images. */
export function useLayoutVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame = 0;
    const bump = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVersion((v) => v + 1));
    };
    const observer = new ResizeObserver(bump);
    observer.observe(document.body);
    window.addEventListener('resize', bump);
    document.addEventListener('load', bump, true);
    void document.fonts?.ready.then(bump);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', bump);
      document.removeEventListener('load', bump, true);
    };
  }, []);
  return version;
}

/**
 * A number that changes whenever the page's content changes outside the widget (a diagram drawn when it comes
 * into view, a tab switched, text loaded late), once per frame at most: anchors are found again then.
 */
export function useContentVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame = 0;
    const outsideWidget = (record: MutationRecord) => {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      return !target?.closest(`[${WIDGET_ROOT_ATTRIBUTE}]`);
    };
    const observer = new MutationObserver((records) => {
      if (!records.some(outsideWidget)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVersion((v) => v + 1));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return version;
}

export function useHostTheme(): 'light' | 'dark' {
  const read = (): 'light' | 'dark' => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** True once `pending` has lasted the loading timeout (3 s, 5 s on a slow link); false again when it ends. */
export function useLoadingSlow(pending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), loadingTimeout());
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);
  return pending && slow;
}
