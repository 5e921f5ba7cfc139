/**
 * Tab and Shift+Tab wrap around inside a modal dialog instead of leaving it for the browser's own controls.
 * Call from the dialog's keydown handler; only Tab is handled.
 */
export function keepTabInside(
  dialog: HTMLElement | null,
  event: { key: string; shiftKey: boolean; preventDefault(): void },
) {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !dialog.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}
