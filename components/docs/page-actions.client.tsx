'use client';
/**
 * A guide's page actions: "Copy page" puts the page's Markdown on the clipboard, and the menu beside it opens
 * the Markdown or hands the page to an assistant. The menu follows the WAI-ARIA menu button pattern: Enter,
 * Space or ArrowDown open it on the first item (ArrowUp on the last), arrows, Home and End move, Escape closes
 * it and returns focus to its button, Tab or a click elsewhere closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from '../layout/chevron-down';

export interface PageActionsMenuProps {
  /** The page's Markdown, e.g. `/guides/primitives/atoms.md`. */
  markdownHref: string;
  chatGptHref: string;
  claudeHref: string;
  /** Where "Connect to your editor" leads (the MCP guide's section with each client's snippet). */
  connectHref: string;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const COPY_LABEL: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

const ANNOUNCEMENT: Record<CopyState, string> = {
  idle: '',
  copying: '',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Use View as Markdown and copy it from there.',
};

async function copyMarkdown(href: string): Promise<void> {
  const text = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`The Markdown answered ${response.status}`);
    return response.text();
  });
  // Safari lets a page write to the clipboard only while it handles the click: a ClipboardItem given a
  // promise keeps that permission while the text loads. Elsewhere, or when that fails, the text is written
  // once it has arrived.
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Falls through to writeText, which reports its own failure.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function CopyIcon({ state }: { state: CopyState }) {
  return (
    <svg
      width="15"
      height="15"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {state === 'copied' ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </>
      )}
    </svg>
  );
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The mark of a link that opens in a new tab, with its words for screen readers. */
function ExternalIcon() {
  return (
    <>
      <svg
        width="12"
        height="12"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="ml-auto text-[var(--fg-muted)]"
      >
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

/**
 * The menu's props are plain strings: in a guide's static HTML it is an island (components/mdx/islands.ts),
 * hydrated as a root of its own from the JSON it carries.
 */
export function PageActionsMenu({
  markdownHref,
  chatGptHref,
  claudeHref,
  connectHref,
}: PageActionsMenuProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const items = () => menuItems(menuRef.current);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)
      .at(focusOnOpen === 'first' ? 0 : -1)
      ?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, focusOnOpen]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    clearTimeout(resetTimer.current);
    setCopyState('copying');
    let outcome: CopyState = 'copied';
    try {
      await copyMarkdown(markdownHref);
    } catch {
      outcome = 'failed';
    }
    setCopyState(outcome);
    resetTimer.current = setTimeout(() => setCopyState('idle'), outcome === 'copied' ? 2000 : 4000);
  };

  const openMenu = (at: 'first' | 'last') => {
    setFocusOnOpen(at);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemClass =
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-[var(--fg)] no-underline hover:bg-[var(--bg-muted)] focus:bg-[var(--bg-muted)]';
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <div ref={rootRef} className="page-actions relative mb-3 ml-auto inline-flex shrink-0 text-sm">
      <button
        type="button"
        onClick={copy}
        disabled={copyState === 'copying'}
        className="inline-flex items-center gap-1.5 rounded-l-md border border-[var(--border)] bg-[var(--bg)] px-2.5 py-1 font-medium text-[var(--fg)] hover:bg-[var(--bg-muted)] disabled:cursor-progress"
        data-state={copyState}
      >
        <CopyIcon state={copyState} />
        {COPY_LABEL[copyState]}
      </button>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label="More page actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
        className="-ml-px inline-flex items-center rounded-r-md border border-[var(--border)] bg-[var(--bg)] px-2 py-1 text-[var(--fg)] hover:bg-[var(--bg-muted)]"
      >
        <ChevronDown open={open} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKey}
        className="absolute top-full right-0 z-30 mt-1 w-52 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-1.5 shadow-lg"
      >
        <a
          role="menuitem"
          tabIndex={-1}
          href={markdownHref}
          className={itemClass}
          onClick={() => close(false)}
        >
          View as Markdown
        </a>
        <a
          role="menuitem"
          tabIndex={-1}
          href={chatGptHref}
          className={itemClass}
          onClick={() => close(false)}
          {...external}
        >
          Open in ChatGPT
          <ExternalIcon />
        </a>
        <a
          role="menuitem"
          tabIndex={-1}
          href={claudeHref}
          className={itemClass}
          onClick={() => close(false)}
          {...external}
        >
          Open in Claude
          <ExternalIcon />
        </a>
        <a
          role="menuitem"
          tabIndex={-1}
          href={connectHref}
          className={itemClass}
          onClick={() => close(false)}
        >
          Connect to your editor
        </a>
      </div>
      <span role="status" className="sr-only">
        {ANNOUNCEMENT[copyState]}
      </span>
    </div>
  );
}
