/**
 * Issue 26, class 7 (moderation): agents' feedback is an ordinary moderated item. On a fresh PGlite, feedback
 * stored as the MCP tool and /api/agent-feedback store it: every triage action works on it (none answers 409
 * "Team members' own comments"), the spam rules hold it (in the problem or in the suggestion), and "mark as spam"
 * holds that agent's next feedback.
 */
import { eq } from 'drizzle-orm';
import { addNote, assignComment, decideApproval, markAsSpam, setTriageStatus } from '@/lib/comments/triage';
import type { DbHandle } from '@/lib/db/client';
import { commentTriage, moderationSettings, projects, teamMembers } from '@/lib/db/schema';
import { parseServerEnv } from '@/lib/env';
import { submitAgentFeedback } from '@/lib/mcp/feedback';
import type { TeamMember } from '@/lib/team/accounts';
import { freshTestDb, warmTestDbTemplate } from './helpers/test-db';

// jose (host sites' tokens, unused here) ships ESM that the unit tier's CommonJS transform cannot load.
jest.mock('jose', () => ({}));

beforeAll(warmTestDbTemplate, 120_000);

const P = 'docs';
const env = parseServerEnv({ WIDGET_PUBLIC_ID: P });
const PAGE = '/guides/primitives/atoms';
let handle: DbHandle;
let member: TeamMember;

beforeEach(async () => {
  handle = await freshTestDb();
  await handle.db.insert(projects).values({ publicId: P });
  await handle.db.insert(moderationSettings).values({ projectId: P, blockedWords: ['casino'] });
  const [row] = await handle.db
    .insert(teamMembers)
    .values({ email: 'lead@example.com', name: 'Lead', passwordHash: 'x' })
    .returning();
  member = row as unknown as TeamMember;
});
afterEach(async () => {
  await handle.close();
});

const send = (problem: string, extra: { suggestion?: string; client?: string; ip?: string } = {}) =>
  submitAgentFeedback(
    handle.db,
    env,
    { page: PAGE, problem, suggestion: extra.suggestion, client: extra.client ?? 'test-agent' },
    { via: 'api', client: extra.ip ?? '192.0.2.1' },
  );

async function triageOf(id: string) {
  const [row] = await handle.db.select().from(commentTriage).where(eq(commentTriage.commentId, id));
  return row;
}

it('takes every triage action', async () => {
  const { id } = await send('The fee table misses the deposit fee');
  expect(await triageOf(id)).toMatchObject({ status: 'open', approval: 'approved', heldReason: null });
  await setTriageStatus(handle.db, { commentId: id, status: 'in_progress', member });
  await assignComment(handle.db, { commentId: id, assigneeId: member.id, member });
  await addNote(handle.db, { commentId: id, text: 'Checking the contract', member });
  expect(await triageOf(id)).toMatchObject({ status: 'in_progress', assigneeId: member.id });
  await markAsSpam(handle.db, { commentId: id, member });
  expect(await triageOf(id)).toMatchObject({ status: 'dismissed' });
});

it.each<[string, { problem: string; suggestion?: string }]>([
  ['in the problem', { problem: 'Best c\u0430sino bonus' }],
  ['in the suggestion', { problem: 'Add a link', suggestion: 'Link to the casino' }],
])('is held by the spam rules (a blocked word %s), and approved by the team', async (_name, input) => {
  const { id } = await send(input.problem, input);
  expect(await triageOf(id)).toMatchObject({ approval: 'pending', heldReason: 'blocked-word' });
  await decideApproval(handle.db, { commentId: id, approve: true, member });
  expect((await triageOf(id))?.approval).toBe('approved');
});

it('is not held by pre-moderation, which decides what readers see (agents’ feedback never is)', async () => {
  await handle.db
    .update(moderationSettings)
    .set({ mode: 'before' })
    .where(eq(moderationSettings.projectId, P));
  const { id } = await send('A broken link in the second section');
  expect((await triageOf(id))?.approval).toBe('approved');
});

it('after "mark as spam", holds the same agent’s next feedback, from any address', async () => {
  const { id } = await send('Buy tokens now');
  await markAsSpam(handle.db, { commentId: id, member });
  const next = await send('Buy more tokens now', { ip: '198.51.100.9' });
  expect(await triageOf(next.id)).toMatchObject({ approval: 'pending', heldReason: 'spam-hold' });
  const other = await send('A real problem with the page', { client: 'another-agent', ip: '198.51.100.10' });
  expect((await triageOf(other.id))?.approval).toBe('approved');
});
