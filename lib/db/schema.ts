/**
 * The database schema (Drizzle, PostgreSQL dialect), shared by PGlite and node-postgres. Migrations in
 * lib/db/migrations are generated from this file with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const projects = pgTable('projects', {
  publicId: text('public_id').primaryKey(),
  status: text('status', { enum: ['on', 'off'] })
    .notNull()
    .default('on'),
  onlyAuth: boolean('only_auth').notNull().default(false),
  allowMobile: boolean('allow_mobile').notNull().default(false),
  plan: text('plan', { enum: ['starter', 'pro', 'business'] })
    .notNull()
    .default('business'),
  /** Extra origins (besides the site's own) allowed to embed the widget, e.g. https://example.com */
  allowedOrigins: jsonb('allowed_origins')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Invited with a one-time password: the member must choose a new one at the next sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself only lives in the visitor's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    teamMemberId: integer('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.teamMemberId)],
);

export const anonymousIdentities = pgTable('anonymous_identities', {
  sub: text('sub').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.publicId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.publicId, { onDelete: 'cascade' }),
    pathname: text('pathname').notNull(),
    /** Set for replies: the root comment of the thread. */
    parentId: uuid('parent_id'),
    text: text('text').notNull(),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    authorSub: text('author_sub').notNull(),
    authorName: text('author_name'),
    authorPicture: text('author_picture'),
    /** `agent`: feedback an AI agent sent (lib/mcp/feedback.ts); never listed to readers. */
    authorKind: text('author_kind', { enum: ['anonymous', 'host', 'team', 'agent'] }).notNull(),
    authorTeamMemberId: integer('author_team_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    visibility: text('visibility', { enum: ['visible', 'resolved', 'hidden'] })
      .notNull()
      .default('visible'),
    visibilityChangedBy: integer('visibility_changed_by').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    visibilityChangedAt: timestamp('visibility_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_page_idx').on(t.projectId, t.pathname, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.publicId, { onDelete: 'cascade' }),
    pathname: text('pathname').notNull(),
    visitorKey: text('visitor_key').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feedback_vote_idx').on(t.projectId, t.pathname, t.visitorKey)],
);

export const pageViews = pgTable(
  'page_views',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.publicId, { onDelete: 'cascade' }),
    pathname: text('pathname').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.pathname, t.day] })],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Server secrets generated on first start and shared by every instance on the same database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Questions asked in the search modal's AI mode and what they got: the answer, its sources, whether the docs
 * had it (unanswered questions are what the team should write next) and the reader's 👍/👎.
 */
export const aiAnswers = pgTable(
  'ai_answers',
  {
    id: uuid('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull(),
    found: boolean('found').notNull(),
    provider: text('provider').notNull(),
    /** The reader stopped the answer before it was complete. */
    stopped: boolean('stopped').notNull().default(false),
    helpful: boolean('helpful'),
    /** How fully the docs answered: `answered`, `partial` (part of the question) or `unanswered`. */
    quality: text('quality', { enum: ['answered', 'partial', 'unanswered'] }),
    /** Why a reader rated the answer 👎 (see AI_FEEDBACK_REASONS in lib/ai/contract.ts). */
    feedbackReason: text('feedback_reason'),
    /** The reader's own words with a 👎, at most 1,000 characters. */
    feedbackNote: text('feedback_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_answers_created_idx').on(t.createdAt),
    index('ai_answers_found_idx').on(t.found, t.createdAt),
  ],
);

/** What the moderation log records: the wire protocol's visibility changes, replies and triage (issue 21). */
export const MODERATION_ACTIONS = [
  'resolve',
  'hide',
  'reopen',
  'reply',
  'status',
  'assign',
  'note',
  'held',
  'approve',
  'reject',
  'spam',
  /** A reader's data erased on request; the event names no comment and records counts, never what was erased. */
  'erase-reader',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * Who did what to which comment, and when: every moderation action from the widget or the dashboard. An erasure
 * names no comment (comment_id null).
 */
export const moderationEvents = pgTable(
  'moderation_events',
  {
    id: serial('id').primaryKey(),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** What changed, for triage actions: the new status, the assignee's name, the hold reason. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_events_comment_idx').on(t.commentId, t.createdAt)],
);

export const WEBHOOK_EVENTS = [
  'comment.created',
  'reply.created',
  'feedback.unhelpful',
  'comment.held',
  'comment.approved',
  'comment.rejected',
  'comment.status_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Outgoing webhooks of a project, configured in the team dashboard. */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.publicId, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** `json`: our payload, signed; `slack` / `discord`: a body those services accept, also signed. */
  format: text('format', { enum: ['json', 'slack', 'discord'] })
    .notNull()
    .default('json'),
  /** HMAC-SHA256 key of the X-Docs-Signature header. */
  secret: text('secret').notNull(),
  events: jsonb('events').$type<WebhookEvent[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable delivery queue and its log: one row per webhook and event, written in the same transaction as
 * the comment or vote that caused it, retried with backoff until delivered or 24 h old.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: until then no other worker (or instance) sends it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);

// ── Triage, pre-moderation and spam (issue 21) ────────────────────────────────────────────────────────────────

/** The team-side status of a reader's comment, separate from what readers see (`comments.visibility`). */
export const TRIAGE_STATUSES = ['open', 'in_progress', 'resolved', 'dismissed'] as const;
export type TriageStatus = (typeof TRIAGE_STATUSES)[number];
/** `pending`: held for a team member's approval, shown to nobody but its author and the team. */
export const APPROVAL_STATES = ['approved', 'pending', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * One row per reader comment (team members' own comments have none; a missing row reads as open and
 * approved): its triage status, assignee, approval and why it was held, and a hash of the address it came from
 * (for "mark as spam").
 */
export const commentTriage = pgTable(
  'comment_triage',
  {
    commentId: uuid('comment_id')
      .primaryKey()
      .references(() => comments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRIAGE_STATUSES }).notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    approval: text('approval', { enum: APPROVAL_STATES }).notNull().default('approved'),
    /** The rule that held it (`moderation`, `links`, `blocked-word`, `blocked-domain`, `duplicate`, `honeypot`, `spam-hold`). */
    heldReason: text('held_reason'),
    /** SHA-256 of the commenter's address and a server secret; never the address itself. */
    addressHash: text('address_hash'),
    /** The text as compared for duplicates (lib/comments/spam-rules.ts duplicateKey). */
    textKey: text('text_key'),
    /**
     * The comment's page, copied here so that the duplicate rule's index (text, page) finds a text's copies on
     * other pages without reading its copies on the same page.
     */
    pathname: text('pathname'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comment_triage_status_idx').on(t.status),
    index('comment_triage_assignee_idx').on(t.assigneeId),
    index('comment_triage_approval_idx').on(t.approval),
    index('comment_triage_text_page_idx').on(t.textKey, t.pathname),
  ],
);

/** Team-only notes on a comment: never part of any widget answer. */
export const commentNotes = pgTable(
  'comment_notes',
  {
    id: serial('id').primaryKey(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comment_notes_comment_idx').on(t.commentId, t.createdAt)],
);

/** A project's moderation mode and spam rules (a missing row reads as the defaults of lib/comments/spam-rules.ts). */
export const moderationSettings = pgTable('moderation_settings', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.publicId, { onDelete: 'cascade' }),
  /** `after`: comments show at once; `before`: visitors' comments wait for approval. */
  mode: text('mode', { enum: ['after', 'before'] })
    .notNull()
    .default('after'),
  maxLinks: integer('max_links').notNull().default(2),
  blockedWords: jsonb('blocked_words')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  blockedDomains: jsonb('blocked_domains')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  duplicatePages: integer('duplicate_pages').notNull().default(3),
  spamHoldHours: integer('spam_hold_hours').notNull().default(24),
});

/** After "mark as spam": the identity's and the address's next comments are held until `until`. */
export const spamHolds = pgTable(
  'spam_holds',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.publicId, { onDelete: 'cascade' }),
    /** `sub:<author sub>` or `address:<address hash>`. */
    key: text('key').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.key] })],
);

// ---- Issue 20 (docs for agents): who reads what ----

/**
 * Page reads by agents and crawlers, per page and day (browsers are counted in `page_views` by the widget's
 * `/measure`). Only the class, the page and the day are kept (lib/analytics/page-reads.ts).
 */
export const pageReads = pgTable(
  'page_reads',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.publicId, { onDelete: 'cascade' }),
    pathname: text('pathname').notNull(),
    day: date('day').notNull(),
    readerClass: text('reader_class', { enum: ['agent', 'crawler'] }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.pathname, t.day, t.readerClass] })],
);
