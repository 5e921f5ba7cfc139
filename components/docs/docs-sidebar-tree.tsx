import type { SidebarItem } from '@/lib/content/types';
import { SiteLink } from '../layout/site-link';

interface TreeProps {
  items: SidebarItem[];
  path: string;
  openKeys: Set<string>;
  /** Distinguishes the desktop and mobile copies so their accordion groups don't interfere. */
  instance: string;
  parentKey?: string;
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
              <SiteLink className="menu-link" href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                {item.label}
              </SiteLink>
            </li>
          );
        }
        const open = openKeys.has(item.key);
        if (!item.collapsible) {
          return (
            <li key={item.key}>
              {item.href ? (
                <SiteLink className="menu-link font-medium" href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                  {item.label}
                </SiteLink>
              ) : (
                <span className="menu-link font-medium">{item.label}</span>
              )}
              <DocsSidebarTree items={item.items} path={path} openKeys={openKeys} instance={instance} parentKey={item.key} />
            </li>
          );
        }
        return (
          <li key={item.key}>
            <details className="menu-category" name={`${instance}:${parentKey}`} open={open} data-category={item.key}>
              <summary aria-label={item.href ? `Toggle the ${item.label} category` : undefined}>
                {item.href ? (
                  <span className="menu-link">
                    <SiteLink
                      href={item.href}
                      className="flex-1 text-inherit no-underline"
                      aria-current={item.href === path ? 'page' : undefined}
                    >
                      {item.label}
                    </SiteLink>
                    <Caret />
                  </span>
                ) : (
                  <span className="menu-link">
                    {item.label}
                    <Caret />
                  </span>
                )}
              </summary>
              <DocsSidebarTree items={item.items} path={path} openKeys={openKeys} instance={instance} parentKey={item.key} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
