import { openCategoryKeys } from '@/lib/content/sidebar';
import type { SidebarItem } from '@/lib/content/types';
import { DocsSidebarTree } from './docs-sidebar-tree';
import { MobileDocsSidebar, SidebarHideButton } from './docs-sidebar.client';

export function DocsSidebar({ items, path }: { items: SidebarItem[]; path: string }) {
  const openKeys = openCategoryKeys(items, path);
  return (
    <>
      <aside className="docs-sidebar" aria-label="Docs sidebar">
        <nav className="docs-sidebar-nav" aria-label="Guides">
          <DocsSidebarTree items={items} path={path} openKeys={openKeys} instance="desktop" />
        </nav>
        <SidebarHideButton />
      </aside>
      <MobileDocsSidebar>
        <nav aria-label="Guides (mobile)">
          <DocsSidebarTree items={items} path={path} openKeys={openKeys} instance="mobile" />
        </nav>
      </MobileDocsSidebar>
    </>
  );
}
