/**
 * Tiny store shared by the mobile drawer (root layout) and the docs sidebar (docs pages): while it is open the
 * drawer registers the element the docs sidebar's list is moved into, and the sidebar says whether the page has
 * one. No provider needed.
 */
type Listener = () => void;

let docsSidebarPresent = false;
let target: HTMLElement | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

export const mobileDocsStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getPresent: () => docsSidebarPresent,
  getTarget: () => target,
  getServerPresent: () => false,
  getServerTarget: () => null,
  setPresent(present: boolean) {
    docsSidebarPresent = present;
    notify();
  },
  setTarget(element: HTMLElement | null) {
    target = element;
    notify();
  },
};
