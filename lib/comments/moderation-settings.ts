import 'server-only';
/**
 * A project's moderation mode and spam-rule limits (`moderation_settings`): read with defaults when the project
 * has no row, parsed from text for `npm run project -- set` and from the dashboard's form, and saved.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { moderationSettings } from '../db/schema';
import { ensureProject } from './projects';

export type ModerationSettings = Omit<typeof moderationSettings.$inferSelect, 'projectId'>;

export const DEFAULT_MODERATION: ModerationSettings = {
  mode: 'after',
  maxLinks: 2,
  blockedWords: [],
  blockedDomains: [],
  duplicatePages: 3,
  spamHoldHours: 24,
};

const list = (max: number, what: string) =>
  z
    .string()
    .max(10_000)
    .transform((v) =>
      v
        .split(/[,\n]/)
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(100, `each ${what} must be at most 100 characters`)).max(max));

const count = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

/** Each setting parsed from text (`key=value` on the command line, a form field in the dashboard). */
export const moderationSettingParsers = {
  moderation: z.enum(['after', 'before'], { error: 'moderation must be after or before' }),
  maxLinks: count(0, 100, 'maxLinks'),
  blockedWords: list(500, 'blocked word'),
  blockedDomains: list(500, 'blocked domain'),
  duplicatePages: count(2, 1000, 'duplicatePages'),
  spamHoldHours: count(1, 24 * 365, 'spamHoldHours'),
} as const;
export type ModerationSettingKey = keyof typeof moderationSettingParsers;

export const isModerationSettingKey = (key: string): key is ModerationSettingKey =>
  Object.hasOwn(moderationSettingParsers, key);

/** `moderation` is the setting's public name; the column is `mode`. */
export function toModerationChanges(
  parsed: Partial<{ [K in ModerationSettingKey]: z.infer<(typeof moderationSettingParsers)[K]> }>,
): Partial<ModerationSettings> {
  const { moderation, ...rest } = parsed;
  return moderation ? { ...rest, mode: moderation } : rest;
}

export async function getModerationSettings(db: Db, projectId: string): Promise<ModerationSettings> {
  const [row] = await db.select().from(moderationSettings).where(eq(moderationSettings.projectId, projectId));
  if (!row) return DEFAULT_MODERATION;
  return {
    mode: row.mode,
    maxLinks: row.maxLinks,
    blockedWords: row.blockedWords,
    blockedDomains: row.blockedDomains,
    duplicatePages: row.duplicatePages,
    spamHoldHours: row.spamHoldHours,
  };
}

export async function saveModerationSettings(
  db: Db,
  projectId: string,
  changes: Partial<ModerationSettings>,
): Promise<ModerationSettings> {
  await ensureProject(db, projectId);
  const values = { ...(await getModerationSettings(db, projectId)), ...changes };
  await db
    .insert(moderationSettings)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: moderationSettings.projectId, set: values });
  return values;
}
