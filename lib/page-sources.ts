/**
 * The `sources` of a page's frontmatter: where its facts were checked. Shared by the guides (lib/content) and the
 * static pages (lib/pages), which import it from here rather than from each other.
 */
import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date written `YYYY-MM-DD`. YAML reads an unquoted date as a Date, so both forms are accepted and
 * normalised to the string. A date after today is refused: it can only be a typo.
 */
const checkedDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const text =
    value instanceof Date
      ? Number.isNaN(value.getTime())
        ? ''
        : value.toISOString().slice(0, 10)
      : value.trim();
  const match = ISO_DATE.exec(text);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (!match || !date || date.toISOString().slice(0, 10) !== text) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return z.NEVER;
  }
  if (date.getTime() > Date.now() + 24 * 3600 * 1000) {
    ctx.addIssue({ code: 'custom', message: 'is in the future' });
    return z.NEVER;
  }
  return text;
});

/**
 * Where a page's facts were checked: a file or folder of a GitHub repository at a commit, or a published npm
 * package at a version, and the day it was checked.
 */
export const pageSource = z
  .object({
    repo: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/,
        'must be a GitHub repository "owner/name"',
      )
      .optional(),
    package: z
      .string()
      .regex(/^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/, 'must be an npm package name')
      .optional(),
    path: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(300, 'is longer than 300 characters')
      .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'must be relative, without ".."')
      .optional(),
    commit: z
      .string()
      .regex(/^[0-9a-f]{7,40}$/, 'must be 7 to 40 lowercase hexadecimal digits')
      .optional(),
    version: z
      .string()
      .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'must be an exact version such as 2.0.2')
      .optional(),
    checked: checkedDate,
  })
  .strict()
  .superRefine((source, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (source.repo && source.package) fail('names both a "repo" and a "package": use one source per entry');
    else if (source.repo) {
      if (!source.commit) fail('needs "commit" (the commit of "repo" that was checked)');
      if (!source.path) fail('needs "path" (the file or folder of "repo" that was checked)');
      if (source.version) fail('gives "version" to a repository: use "commit"');
    } else if (source.package) {
      if (!source.version) fail('needs "version" (the published version of "package" that was checked)');
      if (source.commit) fail('gives "commit" to a package: use "version"');
    } else fail('needs a "repo" (with "commit" and "path") or a "package" (with "version")');
  });

export type PageSource = z.infer<typeof pageSource>;
