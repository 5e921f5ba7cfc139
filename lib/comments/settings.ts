import 'server-only';
/** The project settings editor: the widget's status, sign-in requirement, mobile use, plan and allowed origins. */
import { z } from 'zod';
import { getProject, projectSettingParsers, setProjectSettings } from './projects';
import {
  isModerationSettingKey,
  moderationSettingParsers as moderation,
  saveModerationSettings,
  toModerationChanges,
} from './moderation-settings';
import { ApiError } from '../server/errors';
import { teamAction, type TeamActionContext, type TeamActionResult } from '../team/actions';

/** An HTML checkbox sends `on` when ticked and nothing otherwise; JSON callers may send true or false. */
const checkbox = z
  .union([z.enum(['on', 'true', 'false']), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const settingsBody = z.object({
  project: z.string().min(1).max(200),
  status: projectSettingParsers.status,
  onlyAuth: checkbox,
  allowMobile: checkbox,
  plan: projectSettingParsers.plan,
  /** One origin per line (or comma-separated). */
  allowedOrigins: z
    .string()
    .max(10_000)
    .default('')
    .transform((v) =>
      v
        .split('\n')
        .map((line) => line.trim())
        .join(','),
    )
    .pipe(projectSettingParsers.allowedOrigins),
  /** Moderation and spam rules: optional, so a form without them leaves them as they are. */
  moderation: moderation.moderation.optional(),
  maxLinks: moderation.maxLinks.optional(),
  blockedWords: moderation.blockedWords.optional(),
  blockedDomains: moderation.blockedDomains.optional(),
  duplicatePages: moderation.duplicatePages.optional(),
  spamHoldHours: moderation.spamHoldHours.optional(),
});

export async function saveSettings(
  { db }: TeamActionContext,
  body: z.infer<typeof settingsBody>,
): Promise<TeamActionResult> {
  const { project, ...fields } = body;
  const changes: Record<string, unknown> = {};
  const rules: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!isModerationSettingKey(key)) changes[key] = value;
    else if (value !== undefined) rules[key] = value;
  }
  if (!(await getProject(db, project))) throw new ApiError(404, `Unknown project "${project}"`);
  await setProjectSettings(db, project, changes);
  if (Object.keys(rules).length > 0) await saveModerationSettings(db, project, toModerationChanges(rules));
  return { notice: 'Settings saved', json: { ok: true } };
}

export const saveSettingsAction = teamAction(settingsBody, saveSettings);
