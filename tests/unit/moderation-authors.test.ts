/**
 * Issue 26, class 3: a rule never changes the state of another author's comment. On a fresh PGlite, through
 * addComment (the widget's path) and the team's approval: the copier (someone's approved comment copied
 * onto two other pages), readers writing the same short text on several pages, and one author's own burst, which
 * is still held with its earlier copies.
 */
import { eq } from 'drizzle-orm';
import type { CommentUser } from '@/widget/contract';
import { addComment, type AddCommentContext } from '@/lib/comments/comments';
import { sameTextCopies, SHORT_TEXT_CHARS, type SameTextCopy } from '@/lib/comments/holds';
import { decideApproval } from '@/lib/comments/triage';
import { getProject } from '@/lib/comments/projects';
import type { DbHandle } from '@/lib/db/client';
import { commentTriage, moderationSettings, projects, teamMembers } from '@/lib/db/schema';
import { parseServerEnv } from '@/lib/env';
import type { TeamMember } from '@/lib/team/accounts';
import { freshTestDb, warmTestDbTemplate } from './helpers/test-db';

// jose (host sites' tokens, unused here) ships ESM that the unit tier's CommonJS transform cannot load.
jest.mock('jose', () => ({}));

beforeAll(warmTestDbTemplate, 120_000);

const P = 'docs';
const env = parseServerEnv({ WIDGET_PUBLIC_ID: P, RATE_LIMIT_COMMENTS_PER_MINUTE: '100' });
let handle: DbHandle;

describe('the same-text rule on the database', () => {
  beforeEach(async () => {
    handle = await freshTestDb();
    await handle.db.insert(projects).values({ publicId: P });
  });
  afterEach(async () => {
    await handle.close();
  });

  /** A reader: an address, and the identity the server gave them on their first comment. */
  function reader(ip: string) {
    let user: CommentUser | null = null;
    return async (pathname: string, text: string) => {
      const project = (await getProject(handle.db, P))!;
      const context: AddCommentContext = { project, pathname, env, ip };
      const body = { text, user: user ? { sub: user.sub, signature: user.signature } : null } as const;
      const added = await addComment(handle.db, context, body as never);
      user ??= added.user;
      return added.newCommentData;
    };
  }

  async function approvalOf(id: string) {
    const [row] = await handle.db
      .select({ approval: commentTriage.approval, reason: commentTriage.heldReason })
      .from(commentTriage)
      .where(eq(commentTriage.commentId, id));
    return row;
  }

  async function teamMember(): Promise<TeamMember> {
    const [row] = await handle.db
      .insert(teamMembers)
      .values({ email: 'lead@example.com', name: 'Lead', passwordHash: 'x' })
      .returning();
    return row as unknown as TeamMember;
  }

  const LONG = 'The section about deposits explains the bonding curve better than any other page I read';

  it('the issue’s copier: someone’s approved comment copied onto two pages holds the copier only', async () => {
    await handle.db
      .insert(moderationSettings)
      .values({ projectId: P, mode: 'before' })
      .onConflictDoUpdate({ target: moderationSettings.projectId, set: { mode: 'before' } });
    const victim = await reader('198.51.100.7')('/guides/a', LONG);
    expect((await approvalOf(victim.id))?.approval).toBe('pending');
    await decideApproval(handle.db, { commentId: victim.id, approve: true, member: await teamMember() });
    await handle.db
      .update(moderationSettings)
      .set({ mode: 'after' })
      .where(eq(moderationSettings.projectId, P));
    const copier = reader('203.0.113.9');
    const first = await copier('/guides/b', LONG);
    const second = await copier('/guides/c', LONG);
    expect(second.awaitingApproval).toBe(true);
    expect(await approvalOf(second.id)).toEqual({ approval: 'pending', reason: 'duplicate' });
    // The copier's own earlier copy is held with it; the victim's comment is untouched.
    expect(await approvalOf(first.id)).toEqual({ approval: 'pending', reason: 'duplicate' });
    expect(await approvalOf(victim.id)).toEqual({ approval: 'approved', reason: 'moderation' });
  });

  it.each([
    ['the same identity', true],
    ['a new identity for each comment, from one address', false],
  ])('an author’s own burst across pages (%s) is held at its third page', async (_name, sameIdentity) => {
    const one = reader('198.51.100.20');
    const post = (pathname: string, text: string) =>
      sameIdentity ? one(pathname, text) : reader('198.51.100.20')(pathname, text);
    for (const text of ['Thanks!', LONG]) {
      const added = [];
      for (const page of ['x', 'y', 'z']) added.push(await post(`/guides/${page}-${text.length}`, text));
      expect(added.map((c) => c.awaitingApproval ?? false)).toEqual([false, false, true]);
      // The earlier copies are held with it only when they are the same identity's.
      const earlier = await Promise.all(added.slice(0, 2).map((c) => approvalOf(c.id)));
      expect(earlier.map((row) => row?.approval)).toEqual(
        sameIdentity ? ['pending', 'pending'] : ['approved', 'approved'],
      );
    }
  });

  it('readers who each write a short common text on their own page are not held, whatever their number', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await reader(`192.0.2.${i + 1}`)(`/guides/p${i}`, 'Thanks!'));
    expect(answers.map((c) => c.awaitingApproval ?? false)).toEqual(Array(6).fill(false));
    for (const added of answers) expect((await approvalOf(added.id))?.approval).toBe('approved');
  });

  it('a long text copied by others still holds the new copy, never theirs', async () => {
    const a = await reader('192.0.2.10')('/guides/one', LONG);
    const b = await reader('192.0.2.11')('/guides/two', LONG);
    const c = await reader('192.0.2.12')('/guides/three', LONG);
    expect([a, b, c].map((x) => x.awaitingApproval ?? false)).toEqual([false, false, true]);
    expect((await approvalOf(a.id))?.approval).toBe('approved');
    expect((await approvalOf(b.id))?.approval).toBe('approved');
  });
});

describe('sameTextCopies', () => {
  const copy = (over: Partial<SameTextCopy>): SameTextCopy => ({
    id: 'c',
    pathname: '/p',
    approval: 'approved',
    authorSub: 'other',
    addressHash: 'elsewhere',
    teamApproved: false,
    ...over,
  });
  const me = { sub: 'me', addressHash: 'here' };
  const short = 'x'.repeat(SHORT_TEXT_CHARS - 1);
  const long = 'x'.repeat(SHORT_TEXT_CHARS);

  it.each([
    // [copy, counted for a short text, counted for a long text, held]
    ['another author’s', copy({}), false, true, false],
    ['my own', copy({ authorSub: 'me' }), true, true, true],
    ['my own, team-approved', copy({ authorSub: 'me', teamApproved: true }), true, true, false],
    ['my own, already held', copy({ authorSub: 'me', approval: 'pending' }), true, true, false],
    ['another identity on my address', copy({ addressHash: 'here' }), true, true, false],
  ] as const)('%s copy', (_name, theCopy, countedShort, countedLong, held) => {
    expect(sameTextCopies([theCopy], { ...me, textKey: short }).counted).toHaveLength(countedShort ? 1 : 0);
    const result = sameTextCopies([theCopy], { ...me, textKey: long });
    expect(result.counted).toHaveLength(countedLong ? 1 : 0);
    expect(result.toHold).toEqual(held ? ['c'] : []);
  });
});
