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
 * The reader's own comments that await approval, by page (`docsly-held`): the public listing leaves them out,
 * so the widget shows them to their author from here, marked, until they are public or a week old.
 */
const HELD_KEY = 'docsly-held';
const HELD_DAYS = 7;

function readHeldAll(): Record<string, Comment[]> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(HELD_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, Comment[]>) : {};
  } catch {
    return {};
  }
}

function writeHeld(all: Record<string, Comment[]>): void {
  try {
    storage()?.setItem(HELD_KEY, JSON.stringify(all));
  } catch {
    // blocked storage: held comments show until the page is left
  }
}

export function rememberHeld(pathname: string, comment: Comment): void {
  const all = readHeldAll();
  all[pathname] = [...(all[pathname] ?? []), comment].slice(-20);
  writeHeld(all);
}

/**
 * The listing plus the reader's held comments on this page that it does not have. A held comment is forgotten
 * once the listing has it public (approved) or after a week.
 */
export function withHeld(pathname: string, listed: Comment[]): Comment[] {
  const all = readHeldAll();
  const stored = Array.isArray(all[pathname]) ? all[pathname] : [];
  const since = Date.now() - HELD_DAYS * 86_400_000;
  const publicIds = new Set(listed.filter((c) => !c.awaitingApproval).map((c) => c.id));
  const kept = stored.filter(
    (c) => c && typeof c.id === 'string' && !publicIds.has(c.id) && Date.parse(c.createdAt) > since,
  );
  if (kept.length !== stored.length) writeHeld({ ...all, [pathname]: kept });
  const listedIds = new Set(listed.map((c) => c.id));
  return [
    ...listed,
    ...kept.filter((c) => !listedIds.has(c.id)).map((c) => ({ ...c, awaitingApproval: true as const })),
  ];
}
