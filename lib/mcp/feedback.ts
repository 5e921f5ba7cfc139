import 'server-only';
/**
 * Feedback from agents: a page, what is wrong with it, and optionally the correction the agent suggests. It
 * comes through the MCP tool submit_feedback or POST /api/agent-feedback and lands in the team inbox as a comment
 * whose author is the agent (author kind `agent`, the client's name as author name). Such comments are never
 * listed to readers (lib/comments/comments.ts leaves them out) and the inbox can show them alone (source filter).
 * They are moderated like readers' comments: a triage row (status, assignee, notes, mark as spam), and the spam
 * rules (lib/comments/holds.ts) hold one for approval; pre-moderation does not, as none is ever published.
 * The text follows the rules of comment text (trimmed, 1–200 characters, no NUL); the page must be a page of the
 * site. Each address may send RATE_LIMIT_AGENT_FEEDBACK_PER_IP_HOUR of them per hour, counted by the pipeline
 * (./feedback-limit.ts).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '@/widget/contract';
import { addressHashOf, decideHold, recordHold, triageRowOf } from '../comments/holds';
import { dropProjectListings } from '../comments/listing-cache';
import { commentTriage, comments } from '../db/schema';
import type { ServerEnv } from '../env';
import type { Db } from '../server/db';
import { ApiError } from '../server/errors';
import { siteConfig } from '../site-config';
import { MAX_CLIENT_NAME } from './client-token';
import { findPageMarkdown } from './tools';

export const MAX_SUGGESTION_LENGTH = 2000;

/** The fields, as the MCP tool declares them (the JSON endpoint adds `client`). */
export const agentFeedbackFields = {
  page: z
    .string()
    .trim()
    .min(1, 'Name the page: its path or URL')
    .max(500, 'must be at most 500 characters')
    .describe('The page: its path (/guides/primitives/atoms) or full URL.'),
  problem: z
    .string()
    .trim()
    .min(1, 'Say what is wrong')
    .max(MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`)
    .describe(`What is wrong or missing on the page, in at most ${MAX_COMMENT_LENGTH} characters.`),
  suggestion: z
    .string()
    .trim()
    .max(MAX_SUGGESTION_LENGTH, `must be at most ${MAX_SUGGESTION_LENGTH} characters`)
    .optional()
    .describe('Optional: the corrected text or what the page should say instead.'),
};

export const agentFeedbackBody = z
  .object({
    ...agentFeedbackFields,
    client: z
      .string()
      .trim()
      .min(1)
      .max(MAX_CLIENT_NAME, `must be at most ${MAX_CLIENT_NAME} characters`)
      .optional(),
  })
  .strict();

export type AgentFeedbackInput = z.infer<typeof agentFeedbackBody>;

export const UNKNOWN_PAGE = (page: string) =>
  `No page of the Intuition docs at "${page}": pass a page's path or URL (see ${siteConfig.url}/llms.txt)`;

/** Stores the feedback in the inbox of the site's widget project, through the spam rules; an unknown page is a 404. */
export async function submitAgentFeedback(
  db: Db,
  env: ServerEnv,
  input: AgentFeedbackInput,
  from: { via: 'mcp' | 'api'; client: string },
): Promise<{ id: string; page: string }> {
  const found = findPageMarkdown(input.page);
  if (!found) throw new ApiError(404, UNKNOWN_PAGE(input.page));
  const client = input.client ?? 'unnamed agent';
  const id = randomUUID();
  const authorSub = `agent:${client}`.slice(0, 200);
  const projectId = env.WIDGET_PUBLIC_ID;
  const addressHash = await addressHashOf(db, from.client);
  const heldOthers = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const hold = await decideHold(t, {
      projectId,
      pathname: found.path,
      text: input.suggestion ? `${input.problem}\n${input.suggestion}` : input.problem,
      sub: authorSub,
      addressHash,
      honeypot: undefined,
    });
    // Pre-moderation decides what readers see; agents' feedback is never shown to them.
    const decision = hold.reason === 'moderation' ? { ...hold, reason: null } : hold;
    await t.insert(comments).values({
      id,
      projectId,
      pathname: found.path,
      text: input.problem,
      metadata: {
        source: 'agent',
        via: from.via,
        ...(input.suggestion ? { suggestion: input.suggestion } : {}),
      },
      authorSub,
      authorName: client,
      authorKind: 'agent',
    });
    await t.insert(commentTriage).values(triageRowOf(id, found.path, decision));
    return recordHold(t, id, decision);
  });
  if (heldOthers) dropProjectListings(projectId);
  return { id, page: found.path };
}
