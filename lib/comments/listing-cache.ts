/**
 * A per-process cache of public comment listings as JSON text. A page's entry is dropped when this process
 * writes to that page, and lives at most TTL_MS otherwise, so other instances' writes (on a shared Postgres)
 * show up within that time. Team listings are never cached.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../server/singleton';

const TTL_MS = 1000;
const MAX_ENTRIES = 5000;
const MAX_BYTES = 32 * 1024 * 1024;

export interface CachedListing {
  json: string;
  etag: string;
  expires: number;
}

/** A strong entity tag of a listing's JSON text. */
export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

// One per process: the Next route bundles and the server.mjs fast path each hold their own copy of this module.
interface ListingState {
  /** At most MAX_ENTRIES listings and MAX_BYTES of JSON. */
  entries: LRUCache<string, CachedListing>;
  /** Bumped by every local write to a page, so a read that raced with a write stores nothing. */
  versions: LRUCache<string, number>;
  projectVersions: Map<string, number>;
}
const { entries, versions, projectVersions } = processSingleton<ListingState>('listing-cache', () => ({
  entries: new LRUCache({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (listing) => listing.json.length + 64,
  }),
  versions: new LRUCache({ max: 100_000 }),
  projectVersions: new Map(),
}));

function versionOf(projectId: string, pathname: string): string {
  return `${projectVersions.get(projectId) ?? 0}.${versions.get(key(projectId, pathname)) ?? 0}`;
}

/** Call before reading from the database; pass the result to storeListing. */
export function listingVersion(projectId: string, pathname: string): string {
  return versionOf(projectId, pathname);
}

function key(projectId: string, pathname: string) {
  return `${projectId}\n${pathname}`;
}

export function readListing(
  projectId: string,
  pathname: string,
  now = Date.now(),
): CachedListing | undefined {
  const entry = entries.get(key(projectId, pathname));
  if (!entry || entry.expires <= now) return undefined;
  return entry;
}

export function storeListing(
  projectId: string,
  pathname: string,
  listing: { json: string; etag: string },
  version: string,
  now = Date.now(),
): void {
  if (version !== versionOf(projectId, pathname)) return; // a write happened meanwhile
  entries.set(key(projectId, pathname), { ...listing, expires: now + TTL_MS });
}

export function dropListing(projectId: string, pathname: string): void {
  const k = key(projectId, pathname);
  versions.set(k, (versions.get(k) ?? 0) + 1);
  entries.delete(k);
}

/** Drops every listing of a project (a comment's page is not known when only its id is). */
export function dropProjectListings(projectId: string): void {
  projectVersions.set(projectId, (projectVersions.get(projectId) ?? 0) + 1);
  for (const k of entries.keys()) if (k.startsWith(`${projectId}\n`)) entries.delete(k);
}
