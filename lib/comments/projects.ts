import 'server-only';
/** Widget projects: the default one created from WIDGET_PUBLIC_ID, lookups and settings changes. */
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { PROJECT_PLANS, type ProjectSettings } from '@/widget/contract';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { ApiError } from '../server/errors';
import { isOriginEntry, normalizeOriginEntry } from '../server/origins';
import { processSingleton } from '../server/singleton';

export type Project = typeof projects.$inferSelect;

export async function ensureProject(db: Db, publicId: string): Promise<void> {
  await db.insert(projects).values({ publicId }).onConflictDoNothing();
}

// Projects are read on every widget request: cached per process for a few seconds, dropped on local changes
// (changes made on another instance show within PROJECT_TTL_MS).
const PROJECT_TTL_MS = 5000;
// One per process although route bundles and the fast path each hold a copy of this module; at most 1,000
// projects (ids the database does not know are cached too, so they are bounded as well).
const projectCache = processSingleton(
  'project-cache',
  () => new LRUCache<string, { project: Project | undefined }>({ max: 1000, ttl: PROJECT_TTL_MS }),
);

export async function getProjectCached(db: Db, publicId: string): Promise<Project | undefined> {
  const cached = projectCache.get(publicId);
  if (cached) return cached.project;
  const project = await getProject(db, publicId);
  projectCache.set(publicId, { project });
  return project;
}

export async function getProject(db: Db, publicId: string): Promise<Project | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.publicId, publicId));
  return row;
}

export async function requireProject(db: Db, publicId: string | null): Promise<Project> {
  if (!publicId)
    throw new ApiError(400, 'Missing project: send the x-sparkle-public-id header or the publicId parameter');
  const project = await getProjectCached(db, publicId);
  if (!project) throw new ApiError(404, `Unknown project "${publicId}"`);
  return project;
}

export function projectSettingsOf(project: Project): ProjectSettings {
  return {
    status: project.status,
    onlyAuth: project.onlyAuth,
    allowMobile: project.allowMobile,
    plan: project.plan,
  };
}

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Settings that `npm run project -- set <publicId> key=value` can change, parsed from text. */
export const projectSettingParsers = {
  status: z.enum(['on', 'off']),
  onlyAuth: booleanText,
  allowMobile: booleanText,
  plan: z.enum(PROJECT_PLANS),
  allowedOrigins: z
    .string()
    .transform((v) => v.split(',').map(normalizeOriginEntry).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .refine(
            isOriginEntry,
            'must be an http(s) origin such as https://example.com, or a pattern such as https://*-team.vercel.app',
          ),
      ),
    ),
} as const;

export type ProjectSettingKey = keyof typeof projectSettingParsers;

export function parseProjectSetting(key: string, value: string): Partial<Project> {
  if (!Object.hasOwn(projectSettingParsers, key)) {
    throw new ApiError(
      400,
      `Unknown setting "${key}"; use one of ${Object.keys(projectSettingParsers).join(', ')}`,
    );
  }
  const parsed = projectSettingParsers[key as ProjectSettingKey].safeParse(value);
  if (!parsed.success)
    throw new ApiError(400, `Invalid value for ${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return { [key]: parsed.data } as Partial<Project>;
}

export async function setProjectSettings(
  db: Db,
  publicId: string,
  changes: Partial<Project>,
): Promise<Project> {
  await ensureProject(db, publicId);
  if (Object.keys(changes).length === 0) return (await getProject(db, publicId))!;
  const [row] = await db.update(projects).set(changes).where(eq(projects.publicId, publicId)).returning();
  projectCache.delete(publicId);
  return row!;
}

export async function allProjectOrigins(db: Db): Promise<string[]> {
  const rows = await db.select({ origins: projects.allowedOrigins }).from(projects);
  return rows.flatMap((r) => r.origins);
}
