/**
 * Comment mode: while on, a click on the page (outside the widget) or a finished text selection (on non-touch
 * devices) opens the new-comment box there, and Enter comments on the focused element. The page's own click
 * behaviour (links, buttons) is suppressed while the mode is on.
 */
import { useEffect, useEffectEvent } from 'react';
import { describePoint, describeRange, type AnchorMetadata } from '../anchoring/describe';
import { WIDGET_ROOT_ATTRIBUTE } from '../anchoring/text-nodes';

export interface DraftAnchor {
  metadata: AnchorMetadata;
  /** Where the new-comment box opens, in page coordinates. */
  x: number;
  y: number;
  range?: Range;
}

const insideWidget = (node: Node | null) =>
  Boolean(
    node && (node instanceof Element ? node : node.parentElement)?.closest(`[${WIDGET_ROOT_ATTRIBUTE}]`),
  );

export function useCommentMode(active: boolean, onAnchor: (draft: DraftAnchor) => void) {
  const anchor = useEffectEvent(onAnchor);
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    html.setAttribute('data-docsly-commenting', '');
    let skipClick = false;
    const onClick = (event: MouseEvent) => {
      if (insideWidget(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      if (skipClick) {
        skipClick = false;
        return;
      }
      const target = event.target instanceof Element ? event.target : document.body;
      anchor({ metadata: describePoint(target, event.pageX, event.pageY), x: event.pageX, y: event.pageY });
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const selection = window.getSelection();
      if (!selection || selection.isCollapsed || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (insideWidget(range.commonAncestorContainer)) return;
      const metadata = describeRange(range, document.body);
      if (!metadata) return; // an empty (whitespace-only) selection is ignored
      skipClick = true;
      const box = range.getBoundingClientRect();
      anchor({
        metadata,
        x: box.right + window.scrollX + 8,
        y: box.bottom + window.scrollY + 8,
        range: range.cloneRange(),
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      if (event.key !== 'Enter' || !focused || focused === document.body || insideWidget(focused)) return;
      event.preventDefault();
      event.stopPropagation();
      const box = focused.getBoundingClientRect();
      const x = box.left + window.scrollX + Math.min(16, box.width / 2);
      const y = box.top + window.scrollY + Math.min(16, box.height / 2);
      anchor({ metadata: describePoint(focused, x, y), x, y: y + 16 });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      html.removeAttribute('data-docsly-commenting');
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [active]);
}
