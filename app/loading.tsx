/** Shown while a route loads; invisible for the first 200 ms so quick navigations don't flash a spinner. */
export default function Loading() {
  return (
    <div
      className="delayed-spinner flex flex-1 items-center justify-center py-24"
      role="status"
      aria-label="Loading"
    >
      <div className="spinner" />
    </div>
  );
}
