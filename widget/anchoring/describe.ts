/**
 * Turns what a visitor pointed at into the contract's metadata: a point (element path, offsets inside the
 * element, its size) or a text selection (container paths, text-node indexes and offsets, always in document
 * order, plus a quote with 32 characters of context on each side for re-anchoring after edits).
 */
import type { CommentMetadata, CommentQuote, CommentSelection } from '../contract';
import { MAX_QUOTE_LENGTH } from './limits';
import { cssPath } from './node-path';
import { pageText, textNodesOf } from './text-nodes';

export const QUOTE_CONTEXT = 32;

export type AnchorMetadata = Pick<
  CommentMetadata,
  | 'nodeId'
  | 'x'
  | 'y'
  | 'xRelativeToParent'
  | 'yRelativeToParent'
  | 'elementDimensions'
  | 'selectedText'
  | 'selection'
  | 'quote'
>;

/** A point on an element, in page coordinates (pageX/pageY). */
export function describePoint(element: Element, pageX: number, pageY: number): AnchorMetadata {
  const box = element.getBoundingClientRect();
  const left = box.left + window.scrollX;
  const top = box.top + window.scrollY;
  return {
    nodeId: cssPath(element),
    x: round(pageX),
    y: round(pageY),
    xRelativeToParent: round(pageX - left),
    yRelativeToParent: round(pageY - top),
    elementDimensions: { width: round(box.width), height: round(box.height) },
    selectedText: null,
    selection: null,
    quote: null,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

interface TextPoint {
  node: Text;
  offset: number;
}

/** A range boundary moved onto a text node (boundaries can sit between elements). */
function textPoint(container: Node, offset: number, isEnd: boolean, texts: Text[]): TextPoint | null {
  if (container.nodeType === 3) return { node: container as Text, offset };
  const probe = container.ownerDocument!.createRange();
  probe.setStart(container, offset);
  if (!isEnd) {
    const node = texts.find((text) => probe.comparePoint(text, 0) >= 0 && text.length > 0);
    return node ? { node, offset: 0 } : null;
  }
  const node = texts.findLast((text) => probe.comparePoint(text, text.length) <= 0 && text.length > 0);
  return node ? { node, offset: node.length } : null;
}

function locate(point: TextPoint) {
  const container = point.node.parentElement!;
  return {
    nodeId: cssPath(container),
    index: textNodesOf(container).indexOf(point.node),
    offset: point.offset,
  };
}

/** Describes a non-empty range; null when it holds no visible text. */
export function describeRange(range: Range, root: Element): AnchorMetadata | null {
  const exact = range.toString();
  if (!exact.trim()) return null;
  const page = pageText(root);
  const start = textPoint(range.startContainer, range.startOffset, false, page.nodes);
  const end = textPoint(range.endContainer, range.endOffset, true, page.nodes);
  if (!start || !end) return null;
  const from = locate(start);
  const to = locate(end);
  const selection: CommentSelection = {
    startContainerNodeId: from.nodeId,
    startContainerTextNodeIndex: from.index,
    startOffset: from.offset,
    endContainerNodeId: to.nodeId,
    endContainerTextNodeIndex: to.index,
    endOffset: to.offset,
  };
  const startAt = page.starts[page.nodes.indexOf(start.node)]! + start.offset;
  const endAt = page.starts[page.nodes.indexOf(end.node)]! + end.offset;
  const quote: CommentQuote = {
    exact: page.text.slice(startAt, endAt).slice(0, MAX_QUOTE_LENGTH),
    prefix: page.text.slice(Math.max(0, startAt - QUOTE_CONTEXT), startAt),
    suffix: page.text.slice(endAt, endAt + QUOTE_CONTEXT),
  };
  const box = range.getBoundingClientRect();
  const element = start.node.parentElement!;
  const point = describePoint(element, box.left + window.scrollX, box.top + window.scrollY);
  return { ...point, selectedText: exact.slice(0, 2000), selection, quote };
}
