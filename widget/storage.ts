/**
 * The anonymous identity the server issued, kept in localStorage under `docsly-user`. What is read back is
 * validated: anything malformed is removed and treated as no identity (the server would reject it anyway).
 */
import type { Comment, CommentUser } from './contract';

export const USER_STORAGE_KEY = 'docsly-user';

export function parseStoredUser(raw: string | null): CommentUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const optionalString = (field: unknown) =>
    field === null || field === undefined || typeof field === 'string';
  if (typeof user.sub !== 'string' || !user.sub || user.sub.length > 200) return null;
  if (user.signature !== undefined && typeof user.signature !== 'string') return null;
  if (!optionalString(user.name) || !optionalString(user.picture)) return null;
  return {
    sub: user.sub,
    name: typeof user.name === 'string' ? user.name : null,
    picture: typeof user.picture === 'string' && user.picture.startsWith('https://') ? user.picture : null,
    isTeamMember: false,
    ...(typeof user.signature === 'string' ? { signature: user.signature } : {}),
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredUser(): CommentUser | null {
  const store = storage();
  const raw = store?.getItem(USER_STORAGE_KEY) ?? null;
  const user = parseStoredUser(raw);
  if (raw !== null && !user) store?.removeItem(USER_STORAGE_KEY);
  return user;
}

export function storeUser(user: CommentUser): void {
  try {
    storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the visitor simply gets a new identity next time.
  }
}

/**
 * The reader's own comments that await approval, per page (`docsly-held:<path>`): the public listing leaves them
 * out, so the widget shows them to their author from here, marked, until the listing has them public or for a
 * week. Whatever is read back is checked; storage errors only mean they are not remembered.
 */
const heldKey = (pathname: string) => `docsly-held:${pathname}`;
const WEEK_MS = 7 * 86_400_000;

function readHeld(pathname: string): Comment[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(heldKey(pathname)) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (c: Comment) => typeof c?.id === 'string' && Date.parse(c.createdAt) > Date.now() - WEEK_MS,
        )
      : [];
  } catch {
    return [];
  }
}

function writeHeld(pathname: string, held: Comment[]): void {
  try {
    storage()?.setItem(heldKey(pathname), JSON.stringify(held.slice(-20)));
  } catch {
    // blocked or full: held comments show until the page is left
  }
}

export const rememberHeld = (pathname: string, comment: Comment) =>
  writeHeld(pathname, [...readHeld(pathname), comment]);

/** The listing plus the reader's held comments on this page that it does not have public yet. */
export function withHeld(pathname: string, listed: Comment[]): Comment[] {
  const shown = new Set(listed.map((c) => c.id));
  const held = readHeld(pathname).filter((c) => !listed.some((l) => l.id === c.id && !l.awaitingApproval));
  writeHeld(pathname, held);
  return [
    ...listed,
    ...held.filter((c) => !shown.has(c.id)).map((c) => ({ ...c, awaitingApproval: true as const })),
  ];
}
