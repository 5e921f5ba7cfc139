/**
 * Tiny store shared by the mobile drawer (in the root layout) and the docs sidebar (in docs pages): it tells
 * the drawer whether the current page has a docs sidebar and where to portal it. No provider needed.
 */
type Listener = () => void;

let docsSidebarPresent = false;
const listeners = new Set<Listener>();

export const mobileDocsStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => docsSidebarPresent,
  getServerSnapshot: () => false,
  setPresent(present: boolean) {
    docsSidebarPresent = present;
    listeners.forEach((l) => l());
  },
};

export const MOBILE_DOCS_TARGET_ID = 'mobile-docs-sidebar';
