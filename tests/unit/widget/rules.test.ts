/**
 * @jest-environment jsdom
 */
import { clampComment, counterLabel, submitState, textAreaHeight } from '@/widget/input-rules';
import { parseStoredUser, readStoredUser, USER_STORAGE_KEY } from '@/widget/storage';
import { timeAgo } from '@/widget/time';

describe('the composer input rules', () => {
  it('caps text at 200 characters and counts it', () => {
    expect(clampComment('x'.repeat(250))).toHaveLength(200);
    expect(counterLabel('hello')).toBe('5 / 200');
  });

  it.each([
    [0, 25],
    [29, 25],
    [30, 50],
    [65, 75],
    [95, 100],
    [200, 100],
  ])('grows the text area for %i characters to %i px', (length, height) => {
    expect(textAreaHeight('a'.repeat(length))).toBe(height);
  });

  const base = { text: 'ok', sending: false, loginRequired: false, hasUserToken: false };
  it.each([
    ['empty text', { ...base, text: '' }, true, 'Type comment to submit feedback'],
    ['whitespace only', { ...base, text: '  \n ' }, true, 'Type comment to submit feedback'],
    ['text', base, false, 'Submit feedback'],
    ['exactly 200 characters', { ...base, text: 'a'.repeat(200) }, false, 'Submit feedback'],
    ['while sending', { ...base, sending: true }, true, 'Submit feedback'],
    ['a disabled box', { ...base, disabled: true }, true, 'Submit feedback'],
    ['login required, no token', { ...base, loginRequired: true }, true, 'Only logged in users can comment'],
    ['login required, token', { ...base, loginRequired: true, hasUserToken: true }, false, 'Submit feedback'],
  ])('submit with %s: disabled=%s', (_name, input, disabled, hint) => {
    expect(submitState(input)).toEqual({ disabled, hint });
  });
});

describe('relative times', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  it.each([
    [5, 'a few secs ago'],
    [60, 'a min ago'],
    [120, '2 mins ago'],
    [3600, 'an hour ago'],
    [5 * 3600, '5 hours ago'],
    [86400, 'a day ago'],
    [3 * 86400, '3 days ago'],
    [30 * 86400, 'a month ago'],
    [90 * 86400, '3 months ago'],
    [365 * 86400, 'a year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('%i seconds is "%s"', (seconds, expected) => {
    expect(timeAgo(ago(seconds), now)).toBe(expected);
  });

  it('is empty for an unreadable date and never in the future', () => {
    expect(timeAgo('not a date', now)).toBe('');
    expect(timeAgo(ago(-60), now)).toBe('a few secs ago');
  });
});

describe('the stored anonymous identity', () => {
  it.each([
    ['missing', null, null],
    ['not JSON', '{oops', null],
    ['an array', '[1]', null],
    ['without sub', '{"name":null}', null],
    ['with a numeric signature', '{"sub":"a","signature":5}', null],
  ])('is rejected when %s', (_name, raw, expected) => {
    expect(parseStoredUser(raw)).toBe(expected);
  });

  it('keeps a valid identity and never trusts isTeamMember or a non-https picture', () => {
    expect(
      parseStoredUser(
        '{"sub":"anon-1","signature":"sig","name":null,"picture":"http://x/y.png","isTeamMember":true}',
      ),
    ).toEqual({ sub: 'anon-1', signature: 'sig', name: null, picture: null, isTeamMember: false });
  });

  it('removes a malformed stored value', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"bad":true}');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
