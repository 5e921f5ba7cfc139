/**
 * What makes the static tabs of components/mdx/tabs.tsx operable, without React: one delegated handler per prose
 * root for clicks and the keyboard (arrows, Home, End), and, for tabs with a groupId, the choice synced across the
 * page and remembered in localStorage (`docusaurus.tab.<groupId>`), read again when another browser tab changes it.
 */
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

const tabsOf = (tabs: Element) => [
  ...tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'),
];

/** Shows the tab of `value` in one tabs element; false when it has no such tab. */
function show(tabs: Element, value: string): boolean {
  const buttons = tabsOf(tabs);
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return true;
}

/** Applies every group's remembered choice to the tabs under `root`. */
function applyStored(root: Element) {
  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]')) {
    const stored = readStored(tabs.dataset.groupId!);
    if (stored !== null) show(tabs, stored);
  }
}

function select(tabs: HTMLElement, value: string) {
  if (!show(tabs, value)) return;
  const groupId = tabs.dataset.groupId;
  if (!groupId) return;
  try {
    localStorage.setItem(storageKey(groupId), value);
  } catch {
    // Not remembered; the page's tabs of the group still follow it.
    for (const other of document.querySelectorAll<HTMLElement>(
      `[data-tabs][data-group-id="${CSS.escape(groupId)}"]`,
    ))
      show(other, value);
  }
  window.dispatchEvent(new Event(SYNC_EVENT));
}

/** Makes the tabs under `root` operable; returns the function that stops it. */
export function enhanceTabs(root: HTMLElement): () => void {
  applyStored(root);
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"]');
    const tabs = tab?.closest<HTMLElement>('[data-tabs]');
    if (tab && tabs && root.contains(tabs)) select(tabs, tab.dataset.value ?? '');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"]');
    const tabs = tab?.closest<HTMLElement>('[data-tabs]');
    if (!tab || !tabs || !root.contains(tabs)) return;
    const buttons = tabsOf(tabs);
    const index = buttons.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = buttons[(moves[event.key]! + buttons.length) % buttons.length]!;
    select(tabs, next.dataset.value ?? '');
    next.focus();
  };
  const onSync = () => applyStored(root);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  window.addEventListener(SYNC_EVENT, onSync);
  window.addEventListener('storage', onSync);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    window.removeEventListener(SYNC_EVENT, onSync);
    window.removeEventListener('storage', onSync);
  };
}
