/**
 * The `dir` attribute the root `<html>` element is written with: none for left-to-right, which is the default, and
 * the direction otherwise. The comment widget's toaster (sonner) adds its stylesheet when its code is evaluated,
 * after the page is idle, and that sheet sets its variables on `html[dir='ltr']` and `html[dir='rtl']`: matching
 * the root, a sheet added late restyles every element of the document (18–20 ms at 4× CPU on a short guide, 41 ms
 * on the longest, against 4 ms when the root does not match). The toaster reads the direction from the computed
 * style when the attribute is absent, and writes it on its own element.
 */
export function htmlDirAttribute(direction: 'ltr' | 'rtl'): 'rtl' | undefined {
  return direction === 'ltr' ? undefined : direction;
}
