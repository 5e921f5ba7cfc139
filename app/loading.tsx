/**
 * Shown while a route's content loads (a navigation that was not prefetched, or a slow network). Both the thin
 * progress bar and the spinner stay invisible for the first 200 ms, so quick page changes show nothing.
 */
export default function Loading() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <div className="route-progress" role="progressbar" aria-label="Loading page" />
      <div className="delayed-spinner" role="status" aria-label="Loading">
        <div className="spinner" />
      </div>
    </div>
  );
}
