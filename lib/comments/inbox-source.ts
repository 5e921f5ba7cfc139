/**
 * Who wrote a comment, as the team inbox filters it: a reader (anonymous or signed in through the host site), a
 * team member, or an AI agent (feedback sent through MCP or /api/agent-feedback, lib/mcp/feedback.ts).
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import { comments } from '../db/schema';

export const INBOX_SOURCES = ['reader', 'team', 'agent'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

export const INBOX_SOURCE_LABELS: Record<InboxSource, string> = {
  reader: 'Readers',
  team: 'Team',
  agent: 'AI agents',
};

export const isInboxSource = (value: unknown): value is InboxSource =>
  (INBOX_SOURCES as readonly unknown[]).includes(value);

/** The condition on comments for a source. */
export function sourceCondition(source: InboxSource): SQL {
  if (source === 'reader') return inArray(comments.authorKind, ['anonymous', 'host']);
  return eq(comments.authorKind, source);
}
