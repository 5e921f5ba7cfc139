import type { Breadcrumb } from '@/lib/content/types';

/**
 * The page's place in the docs. The › separators are drawn by CSS (.breadcrumb-item::before), so each item's
 * text is only its label (the search index reads the area name from the second item). Plain HTML: its links are
 * routed by RoutedLinks' document handler, so it is part of a guide's static HTML.
 */
export function DocsBreadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className="mb-3 text-sm">
      <ol className="m-0 flex list-none flex-wrap items-center gap-1 p-0 text-[var(--fg-muted)]">
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- routed by RoutedLinks' document handler */}
          <a
            href="/"
            aria-label="Home"
            className="text-[var(--fg-muted)] hover:text-[var(--link)]"
            data-routed=""
          >
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="currentColor"
              className="inline align-[-3px]"
            >
              <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3Z" />
            </svg>
          </a>
        </li>
        {items.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} className="breadcrumb-item flex items-center gap-1">
            {crumb.href && i < items.length - 1 ? (
              <a
                href={crumb.href}
                className="text-[var(--fg-muted)] no-underline hover:text-[var(--link)]"
                data-routed=""
              >
                {crumb.label}
              </a>
            ) : (
              <span
                aria-current={i === items.length - 1 ? 'page' : undefined}
                className="font-medium text-[var(--fg)]"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
