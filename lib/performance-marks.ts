/**
 * The site's own User Timing marks (`performance.mark`): moments of a page's start that a trace or a monitoring
 * script can find, read by the main-thread tracer (scripts/bench/main-thread.ts). Each is set once per document.
 */
export const PERFORMANCE_MARKS = {
  /** React has hydrated the page (components/layout/hydrated-mark.client.tsx). */
  hydrated: 'docs:hydrated',
  /** The comment widget starts: the page has loaded and been idle (components/widget/comment-widget.client.tsx). */
  widgetStart: 'docs:widget-start',
} as const;

export function markOnce(name: (typeof PERFORMANCE_MARKS)[keyof typeof PERFORMANCE_MARKS]): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
}
