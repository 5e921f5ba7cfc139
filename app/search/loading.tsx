/**
 * Shown while search results are computed on the server. Both the thin progress bar and the spinner stay
 * invisible for the first 200 ms, so quick answers show nothing. Static pages have no loading boundary on
 * purpose: one would make their prerendered HTML stream the fallback first and shift the layout when the
 * content is swapped in; navigations to them get the progress bar of RouteProgress instead.
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
