'use client';
/**
 * The interactive part of <Tabs>: keyboard-operable tab list (arrows, Home, End) and, for a groupId, a
 * choice synced across the page and remembered in localStorage (`docusaurus.tab.<groupId>`).
 */
import { Children, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const SYNC_EVENT = 'docs-tabs-sync';

function storageKey(groupId: string) {
  return `docusaurus.tab.${groupId}`;
}

export function TabsClient({
  tabs,
  groupId,
  defaultValue,
  children,
}: {
  tabs: { value: string; label: string }[];
  groupId?: string;
  defaultValue: string;
  children: ReactNode;
}) {
  const [selected, setSelected] = useState(defaultValue);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const panels = Children.toArray(children);

  useEffect(() => {
    if (!groupId) return;
    const valid = (value: string | null): value is string => value !== null && tabs.some((t) => t.value === value);
    try {
      const stored = localStorage.getItem(storageKey(groupId));
      if (valid(stored)) setSelected(stored);
    } catch {
      // Storage unavailable: keep the default tab.
    }
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && valid(detail.value)) setSelected(detail.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(groupId) && valid(event.newValue)) setSelected(event.newValue);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SYNC_EVENT, onSync);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, tabs]);

  const select = (value: string) => {
    setSelected(value);
    if (!groupId) return;
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      // Not remembered; still synced on this page.
    }
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    select(next.value);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.value)}"]`)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            data-value={tab.value}
            aria-selected={tab.value === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="tab"
            onClick={() => select(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={tabs[i]?.value ?? i}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={tabs[i]?.value !== selected}
          className="tab-panel"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
