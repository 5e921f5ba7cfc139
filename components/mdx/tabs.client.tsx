'use client';
/**
 * The interactive part of <Tabs>: keyboard-operable tab list (arrows, Home, End) and, for a groupId, a
 * choice synced across the page and remembered in localStorage (`docusaurus.tab.<groupId>`).
 */
import {
  Children,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

const SYNC_EVENT = 'docs-tabs-sync';

function storageKey(groupId: string) {
  return `docusaurus.tab.${groupId}`;
}

function readStored(groupId: string): string | null {
  try {
    return localStorage.getItem(storageKey(groupId));
  } catch {
    return null;
  }
}

/** Re-reads the stored choices when a Tabs on this page or another tab changes one. */
function subscribeToGroups(onChange: () => void) {
  window.addEventListener(SYNC_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SYNC_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
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
  const [local, setLocal] = useState<string | null>(null);
  const stored = useSyncExternalStore(
    subscribeToGroups,
    () => (groupId ? readStored(groupId) : null),
    () => null,
  );
  const isTab = (value: string | null): value is string =>
    value !== null && tabs.some((t) => t.value === value);
  const selected = isTab(stored) ? stored : isTab(local) ? local : defaultValue;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const panels = Children.toArray(children);

  const select = (value: string) => {
    setLocal(value);
    if (!groupId) return;
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      // Not remembered; the local choice still applies.
    }
    window.dispatchEvent(new Event(SYNC_EVENT));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
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
