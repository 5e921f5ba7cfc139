import { Card } from '@/components/mdx/cards';
import { loadPageData } from '@/lib/pages/data';
import { renderInlineMarkdown } from '@/lib/pages/markdown';

/**
 * The ecosystem's applications as cards with a category filter. The filter is a group of radio buttons and
 * CSS (`:has`), so it works without JavaScript and without reloading the page.
 */
export function AppsDirectory() {
  const { categories, apps } = loadPageData('apps');
  const filterCss = categories
    .map(
      (c) =>
        `.apps-directory:has(#apps-filter-${c.id}:checked) .app-card:not([data-category="${c.id}"]){display:none}`,
    )
    .join('\n');
  const labelOf = new Map(categories.map((c) => [c.id, c.label]));
  return (
    <div className="apps-directory mt-8">
      {/* React puts a <style> with href and precedence in the head, where HTML allows it. */}
      <style href="apps-directory-filter" precedence="default">
        {filterCss}
      </style>
      <fieldset className="apps-filter">
        <legend className="mb-2 font-semibold">Show</legend>
        <div className="flex flex-wrap gap-2">
          <label className="apps-filter-option">
            <input type="radio" name="apps-category" id="apps-filter-all" defaultChecked />
            All ({apps.length})
          </label>
          {categories.map((c) => (
            <label key={c.id} className="apps-filter-option">
              <input type="radio" name="apps-category" id={`apps-filter-${c.id}`} />
              {c.label} ({apps.filter((a) => a.category === c.id).length})
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="mt-6 grid list-none grid-cols-1 gap-4 p-0 lg:grid-cols-3 sm:grid-cols-2">
        {apps.map((app) => (
          <li key={app.name} className="app-card" data-category={app.category}>
            <Card
              href={app.url}
              title={app.name}
              eyebrow={labelOf.get(app.category) ?? app.category}
              className="h-full"
            >
              {renderInlineMarkdown(app.description, { links: false })}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
