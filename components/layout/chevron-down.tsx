/** The small down chevron of menu buttons, turned up while the menu is open. */
export function ChevronDown({ open }: { open: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={open ? 'rotate-180' : ''}>
      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}
