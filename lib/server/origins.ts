/**
 * Origins allowed to call an endpoint from another site (the widget API, MCP): exact origins
 * (`https://docs.example.com`) and patterns with `*` for part of one host label, for branch previews
 * (`https://*-myteam.vercel.app` accepts `https://docs-git-fix-typo-myteam.vercel.app`). A `*` stands for one or
 * more of `a-z`, `0-9` and `-` and never crosses a dot, so a look-alike such as
 * `https://x-myteam.vercel.app.evil.example` does not match.
 *
 * Matching never backtracks: the origin is split into scheme, host labels and port, and each label is matched
 * against its pattern label by placing the literal pieces between the stars leftmost, one after the other
 * (leftmost is always right for a star that takes any run of label characters). The work is at most the
 * origin's length times the pattern's, and origins longer than MAX_ORIGIN_LENGTH match nothing. (A pattern with
 * several stars, `https://*-*-*-*.vercel.app`, compiled to a regular expression as it once was, took 9 s on one
 * 1,010-character Origin.)
 */

/** The longest origin looked at: a scheme, a 253-character host name and a port fit; longer ones match nothing. */
export const MAX_ORIGIN_LENGTH = 300;

/** Checked only on configured entries (the team's settings), never on a request's Origin; entries are capped. */
const ORIGIN_PATTERN =
  /^https?:\/\/(?:[a-z0-9*](?:[a-z0-9*-]*[a-z0-9*])?)(?:\.[a-z0-9*](?:[a-z0-9*-]*[a-z0-9*])?)*(?::\d{1,5})?$/;

/** Whether `entry` is an origin or an origin pattern this list accepts (lower case, no path, no trailing slash). */
export function isOriginEntry(entry: string): boolean {
  return entry.length <= MAX_ORIGIN_LENGTH && ORIGIN_PATTERN.test(entry);
}

export function normalizeOriginEntry(entry: string): string {
  const trimmed = entry.trim().toLowerCase();
  return trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed;
}

/** Counts the character comparisons of a match (tests assert the work stays bounded). */
export interface MatchMeter {
  steps: number;
}

interface OriginPattern {
  /** `https://` or `http://`. */
  scheme: string;
  /** Each host label as its literal pieces around the stars (`*-team` → `['', '-team']`). */
  labels: string[][];
  /** `:3000`, or '' for none. */
  port: string;
}

function parsePattern(entry: string): OriginPattern {
  const schemeEnd = entry.indexOf('://') + 3;
  const rest = entry.slice(schemeEnd);
  const colon = rest.indexOf(':');
  const host = colon < 0 ? rest : rest.slice(0, colon);
  return {
    scheme: entry.slice(0, schemeEnd),
    labels: host.split('.').map((label) => label.split('*')),
    port: colon < 0 ? '' : rest.slice(colon),
  };
}

const isLabelChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45; /* a-z 0-9 - */

/** Whether `piece` occurs in `text` at `at`. */
function occursAt(text: string, piece: string, at: number, meter: MatchMeter): boolean {
  for (let i = 0; i < piece.length; i++) {
    meter.steps++;
    if (text.charCodeAt(at + i) !== piece.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * Whether a host label matches a pattern label given as its literal pieces around k ≥ 1 stars, each star one or
 * more label characters. The first and last pieces are fixed at the ends; each middle piece goes at its leftmost
 * place after the previous one, leaving at least one character for the star between.
 */
function labelMatches(pieces: string[], label: string, meter: MatchMeter): boolean {
  for (let i = 0; i < label.length; i++) {
    meter.steps++;
    if (!isLabelChar(label.charCodeAt(i))) return false;
  }
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (pieces.length === 1) return first.length === label.length && occursAt(label, first, 0, meter);
  const end = label.length - last.length;
  if (end < first.length || !occursAt(label, first, 0, meter) || !occursAt(label, last, end, meter))
    return false;
  let position = first.length;
  for (const piece of pieces.slice(1, -1)) {
    let at = position + 1;
    // The piece must end at least one character before `end`, for the star after it.
    while (at + piece.length < end && !occursAt(label, piece, at, meter)) at++;
    if (at + piece.length >= end) return false;
    position = at + piece.length;
  }
  return end - position >= 1;
}

/** Whether `origin` (lower case) matches `pattern`; at most |origin| × |pattern| comparisons. */
function patternMatches(pattern: OriginPattern, origin: string, meter: MatchMeter): boolean {
  if (!origin.startsWith(pattern.scheme)) return false;
  const rest = origin.slice(pattern.scheme.length);
  if (pattern.port && !rest.endsWith(pattern.port)) return false;
  const host = rest.slice(0, rest.length - pattern.port.length);
  if (host.includes(':') || host.includes('/')) return false;
  const labels = host.split('.');
  if (labels.length !== pattern.labels.length) return false;
  return labels.every((label, i) => labelMatches(pattern.labels[i]!, label, meter));
}

export class OriginAllowList {
  private readonly exact = new Set<string>();
  private readonly patterns: OriginPattern[] = [];

  constructor(entries: Iterable<string> = []) {
    for (const entry of entries) this.add(entry);
  }

  add(entry: string): this {
    const normalized = normalizeOriginEntry(entry);
    if (!normalized.includes('*')) this.exact.add(normalized);
    else if (isOriginEntry(normalized)) this.patterns.push(parsePattern(normalized));
    return this;
  }

  has(origin: string, meter: MatchMeter = { steps: 0 }): boolean {
    if (origin.length > MAX_ORIGIN_LENGTH) return false;
    const normalized = origin.toLowerCase();
    return (
      this.exact.has(normalized) ||
      this.patterns.some((pattern) => patternMatches(pattern, normalized, meter))
    );
  }
}
