import 'server-only';
/** Password hashing with scrypt (N=16384, r=8, p=1, 64-byte key, random 16-byte salt). */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** The shortest password a team member may choose. */
export const MIN_PASSWORD_LENGTH = 10;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** A hash of no one's password: unknown emails are checked against it, so they take as long as known ones. */
let dummyHash: Promise<string> | undefined;
export function passwordHashOfNobody(): Promise<string> {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
}
