/** The toolbox's icons: simple stroked shapes, drawn for this widget. */
const PATHS = {
  comment: 'M4 5h16v11H10l-6 4z',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5',
  up: 'M7 11v9H4v-9zM7 11l4-7c1.5 0 2.5 1 2 3l-1 3h6c1 0 2 1 1.7 2.2l-1.5 6c-.3 1-1 1.8-2.2 1.8H7',
} as const;

export function Icon({ name, flip }: { name: keyof typeof PATHS; flip?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      style={flip ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
