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
    authorKind: text('author_kind', { enum: ['anonymous', 'host', 'team'] }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_answers_created_idx').on(t.createdAt),
    index('ai_answers_found_idx').on(t.found, t.createdAt),
  ],
);
