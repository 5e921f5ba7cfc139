/**
 * The widget's API client parses every answer with the contract's response schemas (widget/contract.ts): answers
 * shaped like the server's are returned as they are, anything else is a 502 WidgetApiError, and refusals carry
 * the server's message. `fetch` answers from a table; `window.location` is the page the widget is on.
 */
import { createWidgetClient, WidgetApiError } from '@/widget/api/client';
import type { Comment, CommentUser } from '@/widget/contract';

const PAGE = 'https://docs.example/guides/overview';
let answers: Record<string, { status: number; body: unknown }> = {};
const requests: { path: string; init: RequestInit }[] = [];

beforeAll(() => {
  Object.defineProperty(globalThis, 'window', { value: { location: { href: PAGE } }, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});
beforeEach(() => {
  answers = {};
  requests.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\/(widget\/v1\.8|team)\//, '');
    requests.push({ path, init });
    const answer = answers[path];
    if (!answer) return new Response('not found', { status: 404 });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => jest.restoreAllMocks());

const client = createWidgetClient({
  baseURL: 'https://docs.example/api/widget/v1.8/',
  publicId: 'intuition-docs',
});
const answer = (path: string, body: unknown, status = 200) => {
  answers[path] = { status, body };
};

// As lib/comments/comments.ts writes them: a reply's metadata is empty, device fields go to the team only,
// awaitingApproval is there only when true, a user's signature only in add-comment's answer.
const reader: CommentUser = { name: null, picture: null, sub: 'anon_5f0c', isTeamMember: false };
const member: CommentUser = {
  name: 'Ada',
  picture: 'https://avatars.example/ada.png',
  sub: 'team:1',
  isTeamMember: true,
};
const reply: Comment = {
  id: '6f1d1c1e-0000-4000-8000-000000000002',
  text: 'Fixed, thanks.',
  createdAt: '2026-11-24T10:01:00.000Z',
  user: member,
  thread_replies: [],
  metadata: {},
};
const root: Comment = {
  id: '6f1d1c1e-0000-4000-8000-000000000001',
  text: 'This sentence is unclear.',
  createdAt: '2026-11-24T10:00:00.000Z',
  user: reader,
  thread_replies: [reply, { ...reply, id: '6f1d1c1e-0000-4000-8000-000000000003', awaitingApproval: true }],
  metadata: {
    nodeId: 'main > article > p:nth-of-type(2)',
    x: 120,
    y: 40,
    xRelativeToParent: 0.2,
    yRelativeToParent: 0.5,
    elementDimensions: { width: 640, height: 80 },
    pageTitle: 'Overview | Intuition Documentation',
    selectedText: 'atoms and triples',
    selection: {
      startOffset: 4,
      endOffset: 21,
      startContainerNodeId: 'main > article > p:nth-of-type(2)',
      endContainerNodeId: 'main > article > p:nth-of-type(2)',
      startContainerTextNodeIndex: 0,
      endContainerTextNodeIndex: 0,
    },
    quote: { exact: 'atoms and triples', prefix: 'The ', suffix: ' hold deposits.' },
  },
};
const pointOnly: Comment = {
  ...root,
  id: '6f1d1c1e-0000-4000-8000-000000000004',
  thread_replies: [],
  metadata: { nodeId: 'h1', x: 3, y: 4 },
};

describe('answers shaped like the server’s', () => {
  it('are returned as they are', async () => {
    answer('get-project-settings', { status: 'on', onlyAuth: false, allowMobile: true, plan: 'starter' });
    answer('get-team-member', { isTeamMember: true });
    answer('get-comments-public', [root, pointOnly]);
    const teamRoot = {
      ...root,
      awaitingApproval: true,
      metadata: {
        ...root.metadata,
        userAgent: 'Mozilla/5.0',
        screenWidth: 1440,
        screenHeight: 900,
        devicePixelRatio: 2,
      },
    };
    answer('get-comments', [teamRoot]);
    const added = {
      user: { ...reader, signature: 'c2lnbmF0dXJl' },
      newCommentData: { ...pointOnly, awaitingApproval: true },
    };
    answer('add-comment', added);

    await expect(client.settings()).resolves.toEqual({
      status: 'on',
      onlyAuth: false,
      allowMobile: true,
      plan: 'starter',
    });
    await expect(client.isTeamMember()).resolves.toBe(true);
    await expect(client.comments('/guides/overview', false)).resolves.toEqual([root, pointOnly]);
    await expect(client.comments('/guides/overview', true)).resolves.toEqual([teamRoot]);
    await expect(
      client.addComment({
        text: 'This sentence is unclear.',
        metadata: pointOnly.metadata,
        user: null,
        website: '',
      }),
    ).resolves.toEqual(added);
    expect(requests.at(-1)?.init.method).toBe('POST');
    expect(JSON.parse(String(requests.at(-1)?.init.body))).toMatchObject({
      text: 'This sentence is unclear.',
    });
  });

  it('an ok answer, also the team action’s with its extra field', async () => {
    answer('measure', { ok: true });
    answer('add-feedback', { ok: true });
    answer('update-comment-status', { ok: true });
    answer('comments/approval', { ok: true, approval: 'approved' });
    await expect(client.measure()).resolves.toBeUndefined();
    await expect(client.addFeedback(true, null)).resolves.toBeUndefined();
    await expect(client.setStatus(root.id, 'resolved')).resolves.toBeUndefined();
    await expect(client.decide(root.id, 'approve')).resolves.toBeUndefined();
  });
});

describe('an answer outside the contract', () => {
  const unexpected = { message: 'Unexpected answer from the server', status: 502 };
  it.each<[string, string, unknown, () => Promise<unknown>]>([
    [
      'settings with an unknown status',
      'get-project-settings',
      { status: 'maybe', onlyAuth: false, allowMobile: true, plan: 'pro' },
      () => client.settings(),
    ],
    [
      'settings without a plan',
      'get-project-settings',
      { status: 'on', onlyAuth: false, allowMobile: true },
      () => client.settings(),
    ],
    [
      'a team-member answer that is not a boolean',
      'get-team-member',
      { isTeamMember: 'yes' },
      () => client.isTeamMember(),
    ],
    [
      'a listing that is not a list',
      'get-comments-public',
      { comments: [root] },
      () => client.comments('/', false),
    ],
    [
      'add-comment without the comment',
      'add-comment',
      { user: reader },
      () => client.addComment({ text: 'hi', threadId: root.id, user: null }),
    ],
    ['an ok answer that is not ok', 'add-feedback', { ok: false }, () => client.addFeedback(false, null)],
    ['a body that is not JSON', 'measure', 'OK', () => client.measure()],
  ])('%s is a 502', async (_name, path, body, call) => {
    answer(path, body);
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject(unexpected);
  });
});

describe('a listing with threads outside the contract', () => {
  it.each<[string, unknown]>([
    ['a nested reply without its text', { ...root, thread_replies: [{ ...reply, text: undefined }] }],
    ['a comment without its user', { ...pointOnly, user: undefined }],
    ['an http picture', { ...pointOnly, user: { ...member, picture: 'http://avatars.example/a.png' } }],
    ['metadata with a text coordinate', { ...pointOnly, metadata: { nodeId: 'h1', x: '3', y: 4 } }],
    ['awaitingApproval false', { ...pointOnly, awaitingApproval: false }],
  ])('leaves out %s and keeps the other threads', async (_name, bad) => {
    answer('get-comments-public', [root, bad, pointOnly]);
    await expect(client.comments('/', false)).resolves.toEqual([root, pointOnly]);
  });
});

describe('refusals', () => {
  it('carry the server’s message and status', async () => {
    answer('add-comment', { error: 'Too many comments today: please come back tomorrow' }, 429);
    await expect(client.addComment({ text: 'hi', threadId: root.id, user: null })).rejects.toMatchObject({
      message: 'Too many comments today: please come back tomorrow',
      status: 429,
    });
  });

  it('without a message, name the HTTP status', async () => {
    answer('get-comments', '<html>Bad gateway</html>', 503);
    await expect(client.comments('/', true)).rejects.toMatchObject({
      message: 'Request failed (HTTP 503)',
      status: 503,
    });
  });
});
