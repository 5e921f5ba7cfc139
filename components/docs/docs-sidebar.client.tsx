'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { SIDEBAR_LIST_ID } from '@/lib/content/sidebar-html';
import { SIDEBAR_URL, sidebarKey } from '@/lib/mdx/prose-registry';
import { SIDEBAR_HIDDEN_STORAGE_KEY } from '../layout/head-script';
import { mobileDocsStore } from '../layout/mobile-docs-store';
import { staticHtmlSource, useStaticHtml } from '../layout/static-html-source';
import { applySidebarState } from './sidebar-state';

const subscribeHidden = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-sidebar-hidden'] });
  return () => observer.disconnect();
};
const getHidden = () => document.documentElement.hasAttribute('data-sidebar-hidden');

/** Hides or shows the desktop sidebar; the choice is remembered and applied before paint by the head script. */
export function SidebarHideButton() {
  const hidden = useSyncExternalStore(subscribeHidden, getHidden, () => false);
  const label = hidden ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <button
      type="button"
      className="flex h-10 w-full items-center justify-center border-t border-[var(--border)] text-[var(--fg-muted)] hover:bg-[var(--bg-muted)] hover:text-[var(--fg)]"
      aria-label={label}
      title={label}
      aria-expanded={!hidden}
      onClick={() => {
        const next = !hidden;
        document.documentElement.toggleAttribute('data-sidebar-hidden', next);
        try {
          localStorage.setItem(SIDEBAR_HIDDEN_STORAGE_KEY, String(next));
        } catch {
          // Not remembered when storage is unavailable; the sidebar still toggles.
        }
      }}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        className={hidden ? 'rotate-180' : ''}
      >
        <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="1.8" fill="none" />
      </svg>
    </button>
  );
}

const source = staticHtmlSource('sidebar');

/**
 * The sidebar's list: static HTML React does not hydrate (lib/content/sidebar-html.ts). On the server it comes
 * from the registry; on the document's first load it is kept as it is; on a guide reached by a client-side
 * navigation from another page it is fetched (SIDEBAR_URL, no page's state) and the navigation waits for it. The
 * page's state (current link, open categories) is set on it after each navigation, and while the mobile menu is
 * open the list is moved into it (one list for both: mobileDocsStore holds the menu's place for it).
 */
export function SidebarNav({ path, openKeys }: { path: string; openKeys: string[] }) {
  const ref = useRef<HTMLElement>(null);
  const html = useStaticHtml(source, {
    key: sidebarKey(path),
    selector: `#${SIDEBAR_LIST_ID}`,
    url: SIDEBAR_URL,
  });
  const mobileTarget = useSyncExternalStore(
    mobileDocsStore.subscribe,
    mobileDocsStore.getTarget,
    mobileDocsStore.getServerTarget,
  );
  const openList = openKeys.join('\n');

  useEffect(() => {
    const list = document.getElementById(SIDEBAR_LIST_ID);
    if (list) applySidebarState(list, path, new Set(openList.split('\n')));
  }, [path, openList]);

  useEffect(() => {
    mobileDocsStore.setPresent(true);
    return () => mobileDocsStore.setPresent(false);
  }, []);

  useEffect(() => {
    const home = ref.current;
    const list = document.getElementById(SIDEBAR_LIST_ID);
    if (!mobileTarget || !home || !list) return;
    mobileTarget.append(list);
    return () => home.append(list);
  }, [mobileTarget]);

  return (
    <nav
      ref={ref}
      className="docs-sidebar-nav"
      aria-label="Guides"
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
