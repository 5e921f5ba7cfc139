'use client';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SIDEBAR_HIDDEN_STORAGE_KEY } from '../layout/head-script';
import { mobileDocsStore } from '../layout/mobile-docs-store';

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

/** Renders the docs sidebar into the mobile drawer of the root layout. */
export function MobileDocsSidebar({ children }: { children: ReactNode }) {
  const target = useSyncExternalStore(
    mobileDocsStore.subscribe,
    mobileDocsStore.getTarget,
    mobileDocsStore.getServerTarget,
  );
  useEffect(() => {
    mobileDocsStore.setPresent(true);
    return () => mobileDocsStore.setPresent(false);
  }, []);
  return target ? createPortal(children, target) : null;
}
