'use client';
/**
 * A navbar dropdown that works with mouse and keyboard: Enter/Space/ArrowDown open it and focus the first
 * item, arrows move between items, Escape closes it and returns focus to the button, Tab out closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavGroup } from '@/lib/site-config';
import { ChevronDown } from './chevron-down';

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

export function NavDropdown({ label, groups }: { label: string; groups: NavGroup[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-[var(--fg)] hover:text-[var(--link)]"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          // A mouse click arrives after hover already opened the menu: keep it open. Keyboard activation
          // (detail 0) toggles.
          if (event.detail > 0) setOpen(true);
          else setOpen((v) => !v);
        }}
        onKeyDown={onButtonKey}
      >
        {label}
        <ChevronDown open={open} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 min-w-64 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-2 shadow-lg"
        onKeyDown={onMenuKey}
      >
        {groups.map((group, gi) => (
          <div key={gi} role="group" aria-label={group.heading ?? label}>
            {group.heading && (
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
                {group.heading}
                {group.description && (
                  <span className="block font-normal tracking-normal normal-case">{group.description}</span>
                )}
              </p>
            )}
            <ul className="m-0 list-none p-0">
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.href ? (
                    // A plain link: site links are routed by RoutedLinks' document handler (no link component
                    // to hydrate per item).
                    <a
                      href={link.href}
                      data-menu-item=""
                      onClick={() => setOpen(false)}
                      className="block rounded-md px-3 py-2 text-[var(--fg)] no-underline hover:bg-[var(--bg-muted)]"
                      {...(isExternal(link.href)
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : { 'data-routed': '' })}
                    >
                      <span className="block font-medium">{link.label}</span>
                      {link.description && (
                        <span className="block text-sm text-[var(--fg-muted)]">{link.description}</span>
                      )}
                    </a>
                  ) : (
                    <span
                      className="block cursor-default rounded-md px-3 py-2 opacity-70"
                      aria-disabled="true"
                    >
                      <span className="block font-medium">{link.label}</span>
                      {link.description && (
                        <span className="block text-sm text-[var(--fg-muted)]">{link.description}</span>
                      )}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
