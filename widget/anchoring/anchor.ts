/**
 * Places a stored comment on the page as it is now. A point comment follows its element's current box, scaled
 * by how much the element was resized. A selection comment rebuilds its range from the stored containers; when
 * they no longer resolve or no longer hold the quoted text (the page was edited), the quote is searched in the
 * page text, exactly then approximately. A comment whose element is inside a part of the page still being drawn
 * (an element marked aria-busy="true", such as a diagram drawn when it comes into view) is pending: placed on
 * that part until it is drawn, when it is anchored again. What cannot be placed is detached (shown in the inbox,
 * never lost).
 */
import type { CommentMetadata } from '../contract';
import { MAX_QUOTE_LENGTH } from './limits';
import { cssEscape, nearestResolvedAncestor, resolvePath } from './node-path';
import { pageText, rangeFromOffsets, textNodesOf, type PageText } from './text-nodes';
import { anchoringBudget, findQuote, type AnchoringBudget, type TextQuote } from './quote';

export type Anchor =
  | { kind: 'point'; element: Element }
  | { kind: 'text'; range: Range; repaired: boolean }
  | { kind: 'pending'; element: Element }
  | { kind: 'detached' };

/**
 * The part of the page being drawn (aria-busy) that a path which does not resolve yet would be in: the busy
 * part around the path's longest leading part that resolves, or, for a path from an id that is not there yet,
 * the busy part whose own id begins that id (a part's ids start with its own, as a diagram's do).
 */
function busyPartOf(path: string | undefined): Element | null {
  if (!path) return null;
  const around = nearestResolvedAncestor(path)?.closest('[aria-busy="true"]');
  if (around) return around;
  const first = path.split(' > ')[0]!;
  if (!first.startsWith('#')) return null;
  return (
    [...document.querySelectorAll('[aria-busy="true"][id]')].find((part) => {
      const prefix = `#${cssEscape(part.id)}`;
      return first.startsWith(prefix) && !/^[0-9A-Za-z]/.test(first.slice(prefix.length));
    }) ?? null
  );
}

function pendingOrDetached(path: string | undefined): Anchor {
  const busy = busyPartOf(path);
  return busy ? { kind: 'pending', element: busy } : { kind: 'detached' };
}

function storedRange(metadata: Partial<CommentMetadata>): Range | null {
  const selection = metadata.selection;
  if (!selection) return null;
  const startText = resolveText(selection.startContainerNodeId, selection.startContainerTextNodeIndex);
  const endText = resolveText(selection.endContainerNodeId, selection.endContainerTextNodeIndex);
  if (!startText || !endText) return null;
  if (selection.startOffset > startText.length || selection.endOffset > endText.length) return null;
  const range = startText.ownerDocument.createRange();
  try {
    range.setStart(startText, selection.startOffset);
    range.setEnd(endText, selection.endOffset);
  } catch {
    return null;
  }
  return range.collapsed ? null : range;
}

function resolveText(path: string, index: number): Text | null {
  const container = resolvePath(path);
  return container ? (textNodesOf(container)[index] ?? null) : null;
}

function quoteOf(metadata: Partial<CommentMetadata>): TextQuote | null {
  if (metadata.quote?.exact) return metadata.quote;
  if (metadata.selectedText?.trim()) return { exact: metadata.selectedText.slice(0, MAX_QUOTE_LENGTH) };
  return null;
}

/**
 * `budget`: the time approximate searches may take, shared by all the comments of one pass over the page
 * (see ./quote); by default this comment's own.
 */
export function anchorComment(
  metadata: Partial<CommentMetadata>,
  root: Element,
  page: () => PageText = () => pageText(root),
  budget: AnchoringBudget = anchoringBudget(),
): Anchor {
  const quote = quoteOf(metadata);
  if (metadata.selection || quote) {
    const range = storedRange(metadata);
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    if (range && (!quote || normalise(range.toString()) === normalise(quote.exact))) {
      return { kind: 'text', range, repaired: false };
    }
    if (quote) {
      const text = page();
      const span = findQuote(text.text, quote, budget);
      const found = span && rangeFromOffsets(text, span.start, span.end);
      if (found) return { kind: 'text', range: found, repaired: true };
    }
    return pendingOrDetached(metadata.selection?.startContainerNodeId);
  }
  const element = metadata.nodeId ? resolvePath(metadata.nodeId) : null;
  return element ? { kind: 'point', element } : pendingOrDetached(metadata.nodeId);
}

/** Where a point comment's marker goes now, in page coordinates. */
export function pointPosition(
  element: Element,
  metadata: Partial<CommentMetadata>,
): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  const before = metadata.elementDimensions;
  const scaleX = before && before.width > 0 ? box.width / before.width : 1;
  const scaleY = before && before.height > 0 ? box.height / before.height : 1;
  return {
    x: box.left + window.scrollX + (metadata.xRelativeToParent ?? 0) * scaleX,
    y: box.top + window.scrollY + (metadata.yRelativeToParent ?? 0) * scaleY,
  };
}
