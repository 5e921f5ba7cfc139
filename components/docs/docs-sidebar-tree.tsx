import type { SidebarItem } from '@/lib/content/types';

interface TreeProps {
  items: SidebarItem[];
  path: string;
  openKeys: Set<string>;
  /** Distinguishes the desktop and mobile copies so their accordion groups don't interfere. */
  instance: string;
  parentKey?: string;
}

function SidebarLink({
  href,
  path,
  label,
  className,
}: {
  href: string;
  path: string;
  label: string;
  className: string;
}) {
  // A plain link routed by components/layout/routed-links.client.tsx: no component to hydrate per link.
  return (
    <a className={className} href={href} aria-current={href === path ? 'page' : undefined} data-routed="">
      {label}
    </a>
  );
}

function Caret() {
  return (
    <svg className="menu-caret" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M4 2l4 4-4 4" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

/**
 * The sidebar as nested <details> elements: no JavaScript needed to open and close categories, and
 * siblings share a `name`, so opening one category closes the others (auto-collapse).
 */
export function DocsSidebarTree({ items, path, openKeys, instance, parentKey = '' }: TreeProps) {
  return (
    <ul className="menu-list">
      {items.map((item) => {
        if (item.type === 'doc') {
          return (
            <li key={item.href}>
              <SidebarLink className="menu-link" href={item.href} path={path} label={item.label} />
            </li>
          );
        }
        const open = openKeys.has(item.key);
        const list = (
          <DocsSidebarTree
            items={item.items}
            path={path}
            openKeys={openKeys}
            instance={instance}
            parentKey={item.key}
          />
        );
        if (!item.collapsible) {
          return (
            <li key={item.key}>
              {item.href ? (
                <SidebarLink
                  className="menu-link font-medium"
                  href={item.href}
                  path={path}
                  label={item.label}
                />
              ) : (
                <span className="menu-link font-medium">{item.label}</span>
              )}
              {list}
            </li>
          );
        }
        const group = `${instance}:${parentKey}`;
        if (!item.href) {
          return (
            <li key={item.key}>
              <details className="menu-category" name={group} open={open} data-category={item.key}>
                <summary className="menu-link">
                  {item.label}
                  <Caret />
                </summary>
                {list}
              </details>
            </li>
          );
        }
        // A category with its own page: the link and the toggle are siblings (a link inside <summary> would
        // be interactive content nested in a control); the toggle sits at the right of the link's row.
        return (
          <li key={item.key} className="relative">
            <SidebarLink
              className="menu-link pr-10 font-medium"
              href={item.href}
              path={path}
              label={item.label}
            />
            <details className="menu-category" name={group} open={open} data-category={item.key}>
              <summary className="menu-toggle" aria-label={`Toggle the ${item.label} category`}>
                <Caret />
              </summary>
              {list}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
