'use client';
/** A footer column: a plain list on wide screens, an accordion (button + list) on narrow ones. */
import { useId, useState, type ReactNode } from 'react';

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="border-b border-[var(--border)] lg:border-0">
      <h2 className="hidden text-sm font-semibold tracking-wide text-[var(--fg)] uppercase lg:block">
        {title}
      </h2>
      <button
        type="button"
        className="flex w-full items-center justify-between py-3 text-left text-sm font-semibold tracking-wide uppercase lg:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {title}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div id={listId} className={open ? 'block pb-3 lg:mt-3' : 'hidden lg:mt-3 lg:block'}>
        {children}
      </div>
    </div>
  );
}
