import {
  dropListing,
  dropProjectListings,
  etagOf,
  listingVersion,
  readListing,
  storeListing,
} from '@/lib/comments/listing-cache';

const listing = (json: string) => ({ json, etag: etagOf(json) });

describe('the public listing cache', () => {
  it('tags listings by content', () => {
    expect(etagOf('[1]')).toBe(etagOf('[1]'));
    expect(etagOf('[1]')).not.toBe(etagOf('[2]'));
    expect(etagOf('[1]')).toMatch(/^"[\w-]+"$/);
  });

  it('serves a stored listing until it expires', () => {
    const version = listingVersion('p', '/a');
    storeListing('p', '/a', listing('[1]'), version, 1000);
    expect(readListing('p', '/a', 1500)?.json).toBe('[1]');
    expect(readListing('p', '/a', 3001)).toBeUndefined();
  });

  it('drops a page on a write, and never stores a read that raced with a write', () => {
    const before = listingVersion('p', '/b');
    storeListing('p', '/b', listing('[old]'), before);
    expect(readListing('p', '/b')?.json).toBe('[old]');
    const readStartedAt = listingVersion('p', '/b');
    dropListing('p', '/b'); // a comment was added while the read ran
    storeListing('p', '/b', listing('[stale]'), readStartedAt);
    expect(readListing('p', '/b')).toBeUndefined();
  });

  it('drops every page of a project on moderation', () => {
    storeListing('q', '/x', listing('[x]'), listingVersion('q', '/x'));
    storeListing('q', '/y', listing('[y]'), listingVersion('q', '/y'));
    storeListing('r', '/x', listing('[r]'), listingVersion('r', '/x'));
    const raced = listingVersion('q', '/x');
    dropProjectListings('q');
    expect(readListing('q', '/x')).toBeUndefined();
    expect(readListing('q', '/y')).toBeUndefined();
    expect(readListing('r', '/x')?.json).toBe('[r]');
    storeListing('q', '/x', listing('[stale]'), raced);
    expect(readListing('q', '/x')).toBeUndefined();
  });
});
