import { openCategoryKeys } from '@/lib/content/sidebar';
import { sidebarHtml } from '@/lib/content/sidebar-html';
import type { SidebarItem } from '@/lib/content/types';
import { registerStaticHtml, sidebarKey } from '@/lib/mdx/prose-registry';
import { SidebarHideButton, SidebarNav } from './docs-sidebar.client';

/**
 * The docs sidebar: static HTML written once (lib/content/sidebar-html.ts), handed to the page's HTML through the
 * registry, so the page's payload carries only the path and the open categories' keys. The mobile menu shows the
 * same list (SidebarNav moves it there while the menu is open).
 */
export function DocsSidebar({ items, path }: { items: SidebarItem[]; path: string }) {
  const openKeys = openCategoryKeys(items, path);
  registerStaticHtml(sidebarKey(path), sidebarHtml(items, { path, openKeys }));
  return (
    <aside className="docs-sidebar" aria-label="Docs sidebar">
      <SidebarNav path={path} openKeys={[...openKeys]} />
      <SidebarHideButton />
    </aside>
  );
}
