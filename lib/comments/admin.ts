import 'server-only';
/**
 * Administrative commands shared by the command-line tools and the server's loopback admin endpoint (used
 * when PGlite is held by the running server): add a team member, change a project's settings, write a backup, export or erase a reader's data.
 */
import path from 'node:path';
import { z } from 'zod';
import { writeBackup } from '../db/backup';
import { eraseReader, exportReader } from './erase';
import type { Db } from '../db/client';
import { ApiError } from '../server/errors';
import { parseProjectSetting, projectSettingParsers, setProjectSettings, type Project } from './projects';
import { addTeamMember } from '../team/accounts';
import {
  isModerationSettingKey,
  moderationSettingParsers,
  saveModerationSettings,
  toModerationChanges,
} from './moderation-settings';

const readerCommand = z.object({
  projectId: z.string().min(1).max(100),
  sub: z.string().min(1).max(200),
  visitorId: z.string().max(100).optional(),
});

/**
 * Settings as key=value pairs. A record schema drops a "__proto__" key without a word (the setting would be ignored),
 * so the raw object is checked for it first: it is an unknown setting like any other.
 */
const settingsRecord = z
  .unknown()
  .superRefine((raw, context) => {
    if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, '__proto__')) {
      context.addIssue({ code: 'custom', message: 'Unknown setting "__proto__"' });
    }
  })
  .pipe(z.record(z.string(), z.string()));

export const adminCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('team-add'), email: z.string(), name: z.string(), password: z.string() }),
  z.object({
    command: z.literal('backup'),
    file: z
      .string()
      .max(4096)
      .refine((file) => path.isAbsolute(file), 'must be an absolute path'),
  }),
  readerCommand.extend({ command: z.literal('reader-export') }),
  readerCommand.extend({ command: z.literal('reader-erase') }),
  z.object({
    command: z.literal('project-set'),
    publicId: z.string().min(1).max(100),
    settings: settingsRecord,
  }),
]);
export type AdminCommand = z.infer<typeof adminCommand>;

export async function runAdminCommand(db: Db, command: AdminCommand): Promise<Record<string, unknown>> {
  if (command.command === 'backup') return { backup: await writeBackup(db, command.file) };
  if (command.command === 'reader-export') return { reader: await exportReader(db, command) };
  if (command.command === 'reader-erase') return { erased: await eraseReader(db, command) };
  if (command.command === 'team-add') {
    const member = await addTeamMember(db, command);
    return { member };
  }
  const entries = Object.entries(command.settings);
  if (entries.length === 0) throw new ApiError(400, 'Give at least one key=value setting');
  const changes: Partial<Project> = {};
  const rules: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (!isModerationSettingKey(key) && !Object.hasOwn(projectSettingParsers, key)) {
      throw new ApiError(
        400,
        `Unknown setting "${key}"; use one of ${[...Object.keys(projectSettingParsers), ...Object.keys(moderationSettingParsers)].join(', ')}`,
      );
    }
    if (!isModerationSettingKey(key)) {
      Object.assign(changes, parseProjectSetting(key, value));
      continue;
    }
    const parsed = moderationSettingParsers[key].safeParse(value);
    if (!parsed.success)
      throw new ApiError(400, `Invalid value for ${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    rules[key] = parsed.data;
  }
  const project = await setProjectSettings(db, command.publicId, changes);
  const moderation = await saveModerationSettings(db, command.publicId, toModerationChanges(rules));
  return { project: { ...project, moderation } };
}
