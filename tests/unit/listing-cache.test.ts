import {
  dropListing,
  dropProjectListings,
  listingVersion,
  readListing,
  storeListing,
} from '@/lib/comments/listing-cache';

describe('the public listing cache', () => {
  it('serves a stored listing until it expires', () => {
    const version = listingVersion('p', '/a');
    storeListing('p', '/a', '[1]', version, 1000);
    expect(readListing('p', '/a', 1500)?.json).toBe('[1]');
    expect(readListing('p', '/a', 3001)).toBeUndefined();
  });

  it('drops a page on a write, and never stores a read that raced with a write', () => {
    const before = listingVersion('p', '/b');
    storeListing('p', '/b', '[old]', before);
    expect(readListing('p', '/b')?.json).toBe('[old]');
    const readStartedAt = listingVersion('p', '/b');
    dropListing('p', '/b'); // a comment was added while the read ran
    storeListing('p', '/b', '[stale]', readStartedAt);
    expect(readListing('p', '/b')).toBeUndefined();
  });

  it('drops every page of a project on moderation', () => {
    storeListing('q', '/x', '[x]', listingVersion('q', '/x'));
    storeListing('q', '/y', '[y]', listingVersion('q', '/y'));
    storeListing('r', '/x', '[r]', listingVersion('r', '/x'));
    const raced = listingVersion('q', '/x');
    dropProjectListings('q');
    expect(readListing('q', '/x')).toBeUndefined();
    expect(readListing('q', '/y')).toBeUndefined();
    expect(readListing('r', '/x')?.json).toBe('[r]');
    storeListing('q', '/x', '[stale]', raced);
    expect(readListing('q', '/x')).toBeUndefined();
  });
});
