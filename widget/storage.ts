/**
 * The anonymous identity the server issued, kept in localStorage under `docsly-user`. What is read back is
 * validated: anything malformed is removed and treated as no identity (the server would reject it anyway).
 */
import type { CommentUser } from './contract';

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
