/** A plain GET form to /search: works without JavaScript. */
export function SearchForm({
  id,
  defaultValue,
  maxLength,
}: {
  id: string;
  defaultValue?: string;
  maxLength?: number;
}) {
  return (
    <form action="/search" method="get" role="search" className="mt-6 flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search the docs
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder="Search the docs"
        className="flex-1 rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2"
      />
      <button
        type="submit"
        className="rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--accent-fg)]"
      >
        Search
      </button>
    </form>
  );
}
