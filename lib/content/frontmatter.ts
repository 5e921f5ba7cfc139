/**
 * Frontmatter and _category_.json validation. Errors name the file and the field, so that a bad page fails
 * the build with a message an editor can act on.
 */
import { z } from 'zod';
import { ContentError, describeIssues } from '../content-error';
import { pageSource } from '../page-sources';

export type { PageSource } from '../page-sources';

export const docFrontmatter = z
  .object({
    title: z.string().trim().min(1, 'is required').max(120, 'is longer than 120 characters'),
    description: z.string().trim().min(1, 'is required').max(300, 'is longer than 300 characters'),
    sidebar_position: z.number().finite().optional(),
    sidebar_label: z.string().trim().min(1).max(60).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    draft: z.boolean().default(false),
    slug: z
      .string()
      .trim()
      .regex(/^\/?[a-z0-9][a-z0-9\-/]*$|^\/$/, 'must be lowercase letters, digits, "-" and "/"')
      .optional(),
    hide_table_of_contents: z.boolean().default(false),
    /** What the page's facts were checked against; required on the pages listed in lib/content/sources.ts. */
    sources: z.array(pageSource).min(1, 'must list at least one source').max(30).optional(),
  })
  .strict();

export type DocFrontmatter = z.infer<typeof docFrontmatter>;

export const categoryFile = z
  .object({
    label: z.string().trim().min(1).max(60),
    position: z.number().finite().optional(),
    collapsed: z.boolean().default(true),
    collapsible: z.boolean().default(true),
    className: z.string().optional(),
    link: z
      .discriminatedUnion('type', [
        z
          .object({
            type: z.literal('generated-index'),
            title: z.string().trim().min(1).optional(),
            description: z.string().trim().min(1).optional(),
            slug: z
              .string()
              .regex(/^\/[a-z0-9\-/]+$/, 'must start with "/" and use lowercase letters, digits and "-"')
              .optional(),
          })
          .strict(),
        z.object({ type: z.literal('doc'), id: z.string().min(1) }).strict(),
      ])
      .nullable()
      .optional(),
  })
  .strict();

export type CategoryFile = z.infer<typeof categoryFile>;

export function parseDocFrontmatter(file: string, data: unknown): DocFrontmatter {
  const result = docFrontmatter.safeParse(data ?? {});
  if (!result.success) throw new ContentError(file, `invalid frontmatter: ${describeIssues(result.error)}`);
  return result.data;
}

export function parseCategoryFile(file: string, data: unknown): CategoryFile {
  const result = categoryFile.safeParse(data);
  if (!result.success) throw new ContentError(file, `invalid category file: ${describeIssues(result.error)}`);
  return result.data;
}
