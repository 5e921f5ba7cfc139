import 'server-only';
/**
 * The data behind the static pages (content/pages/data/*.json), validated when read: a bad file stops the
 * build with the file and the field named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, describeIssues } from '../content-error';
import { mapStrings, UnknownFactError, withFactsDeep } from '../facts';
import { evidenceAsMarkdown } from '../evidence';

const DATA_DIR = path.join(process.cwd(), 'content/pages/data');
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be kebab-case');
const url = z.string().regex(/^(https:\/\/|\/)/, 'must be an https:// or site-relative URL');
const text = z.string().trim().min(1);

export const faqData = z.object({
  topics: z
    .array(
      z.object({
        id,
        title: text,
        questions: z.array(z.object({ id, question: text, answer: text })).min(1),
      }),
    )
    .min(1),
});

export const appsData = z.object({
  categories: z.array(z.object({ id, label: text })).min(1),
  apps: z.array(z.object({ name: text, description: text, url, category: id })).min(1),
});

export const communityPackagesData = z.object({
  packages: z.array(
    z.object({ name: text, description: text, url, author: text.nullable().optional(), kind: text }),
  ),
  submit: z.object({ url, steps: z.array(text).min(1) }),
});

export const whitepapersData = z.object({
  papers: z
    .array(
      z.object({
        id,
        title: text,
        date: z.string().nullable(),
        summary: text,
        url,
        authors: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

export const releaseNotesData = z.object({
  releases: z
    .array(
      z.object({
        id,
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
        title: text,
        area: text,
        version: z.string().nullable().optional(),
        summary: text,
        links: z.array(z.object({ label: text, url })).default([]),
      }),
    )
    .min(1),
});

const link = z.object({ label: text, href: url });
const card = z.object({ title: text, href: url, body: text });

export const homeData = z.object({
  hero: z.object({ eyebrow: text, title: text, lead: text, primary: link, secondary: link }),
  entryPoints: z.array(card).min(1),
  primitives: z.array(card).min(1),
  resources: z.array(z.object({ title: text, href: url })).min(1),
});

const schemas = {
  home: homeData,
  faq: faqData,
  apps: appsData,
  'community-packages': communityPackagesData,
  whitepapers: whitepapersData,
  'release-notes': releaseNotesData,
};

type Schemas = typeof schemas;
export type PageDataName = keyof Schemas;
export type PageData<K extends keyof Schemas> = z.infer<Schemas[K]>;

export function pageDataFile(name: PageDataName, dir = DATA_DIR): string {
  return path.join(dir, `${name}.json`);
}

export function loadPageData<K extends keyof Schemas>(name: K, dir = DATA_DIR): PageData<K> {
  const file = pageDataFile(name, dir);
  const relative = path.relative(process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(
      relative,
      `cannot be read as JSON (${error instanceof Error ? error.message : error})`,
    );
  }
  try {
    json = mapStrings(withFactsDeep(json), evidenceAsMarkdown);
  } catch (error) {
    if (error instanceof UnknownFactError) throw new ContentError(relative, error.message);
    throw error;
  }
  const result = schemas[name].safeParse(json);
  if (!result.success) throw new ContentError(relative, `invalid data: ${describeIssues(result.error)}`);
  return result.data as PageData<K>;
}
