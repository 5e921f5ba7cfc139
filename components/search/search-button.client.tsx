'use client';

/**
 * The navbar's search box. The modal's code is fetched when the visitor reaches for search (hover, focus or
 * touch of the box) and it opens on click, `/` or Cmd/Ctrl+K.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchConfig } from '@/lib/env';
import { retryableImport } from '@/widget/ui/retryable-import';

type ModalComponent = ComponentType<{ onClose: () => void; config: SearchConfig }>;
/** The modal's code, fetched once; anew at the next reach for search if the fetch failed. */
const loadModal = retryableImport<ModalComponent>(() =>
  import('./search-modal.client').then((m) => m.SearchModal),
);
const preload = () => void loadModal().catch(() => undefined);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `config` comes from the server's `searchConfig()`: which search API the modal asks. */
export function SearchButton({ config }: { config: SearchConfig }) {
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  // Closing hands focus back to the search box in the navbar, wherever the modal was opened from: once the
  // modal dialog is gone (while it is open, the rest of the page is inert and cannot take focus).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  const show = () => {
    loadModal().then(
      (component) => {
        setModal(() => component);
        setOpen(true);
      },
      (error: unknown) =>
        console.warn('Search could not be opened; it is fetched again at the next try.', error),
    );
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Search docs"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        className="search-trigger"
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <span className="search-trigger-placeholder">Search docs</span>
        {/*
          The shortcut hint is drawn by CSS (data-keys), not text: the button's name is the label shown, "Search
          docs" (WCAG 2.5.3), and the shortcut is announced from aria-keyshortcuts.
        */}
        <kbd className="search-trigger-key" data-keys="Ctrl K" aria-hidden="true" />
      </button>
      {open && Modal && <Modal onClose={close} config={config} />}
    </>
  );
}
