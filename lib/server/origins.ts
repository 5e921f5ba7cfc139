/**
 * Origins allowed to use the widget API: exact origins (`https://docs.example.com`) and patterns with `*` for
 * part of one host label, for branch previews (`https://*-myteam.vercel.app` accepts
 * `https://docs-git-fix-typo-myteam.vercel.app`). A `*` never crosses a dot, so a look-alike such as
 * `https://x-myteam.vercel.app.evil.example` does not match.
 */
const ORIGIN_PATTERN =
  /^https?:\/\/(?:[a-z0-9*](?:[a-z0-9*-]*[a-z0-9*])?)(?:\.[a-z0-9*](?:[a-z0-9*-]*[a-z0-9*])?)*(?::\d{1,5})?$/;

/** Whether `entry` is an origin or an origin pattern this list accepts (lower case, no path, no trailing slash). */
export function isOriginEntry(entry: string): boolean {
  return ORIGIN_PATTERN.test(entry);
}

export function normalizeOriginEntry(entry: string): string {
  return entry.trim().replace(/\/$/, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

export class OriginAllowList {
  private readonly exact = new Set<string>();
  private readonly patterns: RegExp[] = [];

  constructor(entries: Iterable<string> = []) {
    for (const entry of entries) this.add(entry);
  }

  add(entry: string): this {
    const normalized = normalizeOriginEntry(entry);
    if (!normalized.includes('*')) this.exact.add(normalized);
    else if (isOriginEntry(normalized)) {
      this.patterns.push(new RegExp(`^${escape(normalized).replace(/\*/g, '[a-z0-9-]+')}$`));
    }
    return this;
  }

  has(origin: string): boolean {
    const normalized = origin.toLowerCase();
    return this.exact.has(normalized) || this.patterns.some((pattern) => pattern.test(normalized));
  }
}
