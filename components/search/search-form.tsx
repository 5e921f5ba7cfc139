import type { ComponentProps, FormEventHandler } from 'react';

export interface SearchFormProps {
  id: string;
  /** Extra props for the text box: a default or controlled value, its change handler, a length limit. */
  input?: Omit<ComponentProps<'input'>, 'id' | 'name' | 'type' | 'placeholder' | 'className'>;
  /** When set, the form is handled in the page (the results page); otherwise it is a GET to /search. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/** The search form: a plain GET form to /search (works without JavaScript), or the results page's own. */
export function SearchForm({ id, input, onSubmit }: SearchFormProps) {
  return (
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className="mt-6 flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search the docs
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search the docs"
        className="flex-1 rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2"
        {...input}
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
