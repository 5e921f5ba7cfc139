'use client';
/**
 * The mobile (≤ 996 px) slide-out menu: navbar items, and on docs pages the docs sidebar first (its one list,
 * moved here while the menu is open) with a "Back to main menu" button. Closes on route change, on back
 * navigation, on a link followed, on Escape and when the viewport grows past 996 px.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { NavItem } from '@/lib/site-config';
import { mobileDocsStore } from './mobile-docs-store';
import { SiteLink } from './site-link';

const DESKTOP_QUERY = '(min-width: 997px)';
const registerDocsSidebarTarget = (element: HTMLElement | null) => mobileDocsStore.setTarget(element);

export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [showMain, setShowMain] = useState(false);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  const panelRef = useRef<HTMLDivElement>(null);
  // The drawer is built on the first open, not at hydration (nothing of it shows before), and lives at the end
  // of <body>: inside the sticky, blurred header a fixed element would be confined to the header's box.
  const [built, setBuilt] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Route change: close (state adjusted during render, no effect needed).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const media = window.matchMedia(DESKTOP_QUERY);
    const onMedia = (event: MediaQueryListEvent) => event.matches && close();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    // A link followed closes the menu, the current page's too (which changes no route: RoutedLinks scrolls it to
    // the top). Listened to natively: the docs sidebar's links are moved in, not rendered by this component.
    const panel = panelRef.current;
    const onLink = (event: MouseEvent) => {
      const inNewTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!inNewTab && (event.target as Element | null)?.closest?.('a[href]')) close();
    };
    panel?.addEventListener('click', onLink);
    window.addEventListener('popstate', close);
    media.addEventListener('change', onMedia);
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      panel?.removeEventListener('click', onLink);
      window.removeEventListener('popstate', close);
      media.removeEventListener('change', onMedia);
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-[var(--bg-muted)] lg:hidden"
        aria-label="Open navigation menu"
        aria-expanded={open}
        // The page's HTML must not name the drawer before it exists.
        aria-controls={built ? 'mobile-menu' : undefined}
        onClick={() => {
          setShowMain(false);
          setBuilt(true);
          setOpen(true);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {built && (
        <MobileDrawer
          items={items}
          open={open}
          showMain={showMain}
          panelRef={panelRef}
          onClose={(focusButton) => {
            setOpen(false);
            if (focusButton) buttonRef.current?.focus();
          }}
          onShowMain={() => setShowMain(true)}
        />
      )}
    </>
  );
}

interface MobileDrawerProps {
  items: NavItem[];
  open: boolean;
  showMain: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: (focusButton: boolean) => void;
  onShowMain: () => void;
}

/**
 * The drawer, built on the menu's first open. It alone reads whether the page has a docs sidebar: read by the
 * button at hydration, that store (set by the sidebar's effect) made React render the menu again, synchronously,
 * in the task of the page's first effects.
 */
function MobileDrawer({ items, open, showMain, panelRef, onClose, onShowMain }: MobileDrawerProps) {
  const hasDocs = useSyncExternalStore(
    mobileDocsStore.subscribe,
    mobileDocsStore.getPresent,
    mobileDocsStore.getServerPresent,
  );
  const showDocs = hasDocs && !showMain;
  return createPortal(
    <div className={open ? 'fixed inset-0 z-50 lg:hidden' : 'hidden'}>
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={() => onClose(false)} />
      <div
        id="mobile-menu"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        className="absolute inset-y-0 left-0 flex w-[min(85vw,320px)] flex-col bg-[var(--bg)] shadow-xl"
      >
        <div className="flex h-[var(--navbar-height)] items-center justify-between border-b border-[var(--border)] px-4">
          <span className="font-semibold">Menu</span>
          <button
            type="button"
            aria-label="Close navigation menu"
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-xl hover:bg-[var(--bg-muted)]"
            onClick={() => onClose(true)}
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <div hidden={!showDocs}>
            <button
              type="button"
              className="mb-2 w-full rounded-md bg-[var(--bg-muted)] px-3 py-2 text-left text-sm font-medium"
              onClick={onShowMain}
            >
              ← Back to main menu
            </button>
            {/* The docs sidebar's list is moved here while the menu is open (one list, not a copy). */}
            <nav aria-label="Guides (mobile)" ref={open ? registerDocsSidebarTarget : undefined} />
          </div>
          <nav aria-label="Main menu" hidden={showDocs}>
            <ul className="menu-list">
              {items.map((item) =>
                item.type === 'link' ? (
                  <li key={item.label}>
                    <SiteLink className="menu-link" href={item.href}>
                      {item.label}
                    </SiteLink>
                  </li>
                ) : (
                  <li key={item.label}>
                    <p className="px-2.5 pt-3 pb-1 text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
                      {item.label}
                    </p>
                    <ul className="menu-list">
                      {item.groups
                        .flatMap((group) => group.links)
                        .map((link) => (
                          <li key={link.label}>
                            {link.href ? (
                              <SiteLink className="menu-link" href={link.href}>
                                {link.label}
                              </SiteLink>
                            ) : (
                              <span className="menu-link opacity-70" aria-disabled="true">
                                {link.label} ({link.description})
                              </span>
                            )}
                          </li>
                        ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>
      </div>
    </div>,
    document.body,
  );
}
