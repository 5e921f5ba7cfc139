/**
 * The layout suite's checks, run inside the page in one `page.evaluate` call (the function must be
 * self-contained: Playwright serialises it). Each finding names the rule, the element (a short CSS path)
 * and what was measured, and marks the element with `data-layout-problem` so a screenshot shows it.
 *
 * Rules:
 * - horizontal-scroll: the document is wider than the viewport.
 * - covered-text: text under an absolutely positioned element of another part of the page (a code label, a
 *   Copy button), or, with the page scrolled to the end, under a fixed or sticky element (the toolbox).
 * - clipped-text: text cut off by an element that hides its overflow (no ellipsis, no line clamp).
 * - small-target: an interactive element smaller than 24×24 px, unless it is a link inside a sentence or a
 *   24 px square around it touches no other target (the WCAG 2.2 target-size exceptions).
 * - not-keyboard-reachable: a visible control with a negative tabindex outside a composite widget.
 * - toc-unreachable: the page has a table of contents but none is visible at this width.
 */
export interface LayoutProblem {
  rule:
    | 'horizontal-scroll'
    | 'covered-text'
    | 'clipped-text'
    | 'small-target'
    | 'not-keyboard-reachable'
    | 'toc-unreachable';
  element: string;
  detail: string;
}

export interface LayoutCheckOptions {
  /** Checks that depend on the scroll position run with the page scrolled to its end. */
  phase: 'top' | 'end';
}

export function runLayoutChecks({ phase }: LayoutCheckOptions): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const viewportHeight = root.clientHeight;

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      const id = node.id && !/^[_:«]|\d{3,}/.test(node.id) ? `#${node.id}` : '';
      const classes = [...node.classList]
        .filter((name) => /^[a-z][\w-]*$/.test(name) && !name.includes('['))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
      if (id) break;
    }
    return parts.join(' > ');
  };
  const report = (rule: LayoutProblem['rule'], element: Element, detail: string) => {
    element.setAttribute('data-layout-problem', rule);
    problems.push({ rule, element: describe(element), detail });
  };
  const isShown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    !element.closest('[inert], [aria-hidden="true"] [aria-hidden="true"]');
  const area = (a: DOMRect, b: DOMRect) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const isVisuallyHidden = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width <= 2 || rect.height <= 2;
  };

  /** Rectangles of the visible, non-blank text nodes under `container` (skipping `exclude`). */
  const textRects = (container: Element, exclude: Element) => {
    const found: { element: Element; rect: DOMRect }[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || exclude.contains(parent) || parent.contains(exclude))
        continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1) found.push({ element: parent, rect });
      }
    }
    return found;
  };

  if (phase === 'top') {
    // Horizontal scrolling: the document, and the elements that stick out of the viewport.
    if (root.scrollWidth > viewportWidth + 1) {
      // The culprits: elements whose content overflows them without a scroll container, deepest first.
      const overflowing = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.overflowX === 'visible' &&
          element.clientWidth > 0 &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.getBoundingClientRect().right + element.scrollWidth - element.clientWidth >
            viewportWidth + 1 &&
          isShown(element)
        );
      });
      const outermost = overflowing.filter(
        (element) => !overflowing.some((other) => other !== element && element.contains(other)),
      );
      for (const element of outermost.slice(0, 3))
        report(
          'horizontal-scroll',
          element,
          `page ${root.scrollWidth}px wide in a ${viewportWidth}px viewport; this element's content is ${element.scrollWidth}px wide in ${element.clientWidth}px`,
        );
      if (outermost.length === 0)
        report('horizontal-scroll', root, `page ${root.scrollWidth}px wide in a ${viewportWidth}px viewport`);
    }

    // Text under absolutely positioned elements (code labels, Copy buttons, toggles) of its container.
    for (const overlay of document.body.querySelectorAll('*')) {
      if (getComputedStyle(overlay).position !== 'absolute' || !isShown(overlay) || isVisuallyHidden(overlay))
        continue;
      const box = overlay.getBoundingClientRect();
      const container = (overlay as HTMLElement).offsetParent ?? document.body;
      for (const { element, rect } of textRects(container, overlay)) {
        if (area(rect, box) >= 16 && isShown(element)) {
          report('covered-text', element, `text under ${describe(overlay)}`);
          break;
        }
      }
    }

    // Clipped text: hidden overflow that cuts content off (ellipsis and line clamps are deliberate).
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      if (isVisuallyHidden(element) || !isShown(element) || !element.innerText?.trim()) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const overX = clipsX && element.scrollWidth > element.clientWidth + 1;
      const overY = clipsY && element.scrollHeight > element.clientHeight + 1;
      if (!overX && !overY) continue;
      // Only text that is really outside the box counts (not padding or an empty child).
      const box = element.getBoundingClientRect();
      /** Text inside a scroll container within `element` is scrolled, not clipped. */
      const scrolledInside = (holder: Element) => {
        for (let node: Element | null = holder; node && node !== element; node = node.parentElement) {
          const overflow = getComputedStyle(node).overflowX;
          if (overflow === 'auto' || overflow === 'scroll') return true;
        }
        return false;
      };
      const outside = textRects(element, document.createElement('i')).find(
        ({ rect, element: holder }) =>
          isShown(holder) &&
          !scrolledInside(holder) &&
          ((overX && (rect.right > box.right + 1 || rect.left < box.left - 1)) ||
            (overY && (rect.bottom > box.bottom + 1 || rect.top < box.top - 1))),
      );
      if (outside)
        report(
          'clipped-text',
          element,
          `text cut off: "${outside.element.textContent?.trim().slice(0, 40)}"`,
        );
    }

    // Targets: size and keyboard access.
    const interactive = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => isShown(element) && !isVisuallyHidden(element));
    const rects = interactive.map((element) => element.getBoundingClientRect());
    interactive.forEach((element, i) => {
      const rect = rects[i]!;
      const inComposite = element.closest(
        '[role="listbox"], [role="tablist"], [role="menu"], [role="grid"], [role="radiogroup"], [role="tree"]',
      );
      if (element.tabIndex < 0 && !inComposite && !(element as HTMLButtonElement).disabled)
        report('not-keyboard-reachable', element, `tabindex ${element.tabIndex}`);
      if (rect.width >= 23.5 && rect.height >= 23.5) return;
      // Inline exception: a link inside a sentence.
      if (getComputedStyle(element).display === 'inline') {
        const block = element.parentElement?.closest(
          'p, li, td, dd, dt, figcaption, blockquote, div, span, label',
        );
        const own = element.textContent?.trim().length ?? 0;
        if (block && (block.textContent?.trim().length ?? 0) > own + 1) return;
      }
      // A radio button or checkbox whose label (the real target) is large enough.
      const label = element.closest('label');
      if (label) {
        const box = label.getBoundingClientRect();
        if (box.width >= 23.5 && box.height >= 23.5) return;
      }
      // Spacing exception: a 24 px square centred on the target touches no other target.
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const square = new DOMRect(cx - 12, cy - 12, 24, 24);
      const crowded = rects.some(
        (other, j) =>
          j !== i &&
          !element.contains(interactive[j]!) &&
          !interactive[j]!.contains(element) &&
          area(square, other) > 0,
      );
      if (crowded)
        report(
          'small-target',
          element,
          `${Math.round(rect.width)}×${Math.round(rect.height)} px, next to another target`,
        );
    });

    // The table of contents: when the page has one, one of its forms is visible at this width.
    const tocs = [...document.querySelectorAll('nav[aria-label="On this page"]')];
    if (tocs.length > 0) {
      const reachable = tocs.some(
        (toc) =>
          isShown(toc) &&
          [...toc.querySelectorAll<HTMLElement>('a[href], summary')].some(
            (target) => isShown(target) && target.tabIndex >= 0,
          ),
      );
      if (!reachable)
        report('toc-unreachable', tocs[0]!, `no visible table of contents at ${viewportWidth}px`);
    }
  } else {
    // With the page scrolled to its end, fixed and sticky elements in the lower part of the viewport (the
    // comment toolbox) must not sit on text: nothing can be scrolled out from under them any more.
    for (const overlay of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(overlay).position;
      if ((position !== 'fixed' && position !== 'sticky') || !isShown(overlay) || isVisuallyHidden(overlay))
        continue;
      const box = overlay.getBoundingClientRect();
      if (box.top < viewportHeight / 2 || box.height > viewportHeight / 2) continue;
      for (const { element, rect } of textRects(document.body, overlay)) {
        if (rect.bottom < 0 || rect.top > viewportHeight) continue;
        if (area(rect, box) >= 16 && isShown(element)) {
          report('covered-text', element, `text under ${describe(overlay)} at the end of the page`);
          break;
        }
      }
    }
  }
  return problems;
}
