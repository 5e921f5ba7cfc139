/**
 * A content file that cannot be used (bad frontmatter, data or JSON), named with the reason. Shared by the guide
 * loader (lib/content) and the static pages (lib/pages), which import it from here rather than from each other.
 */
import type { z } from 'zod';

export class ContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'unrecognized_keys')
        return `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      return field ? `field "${field}" ${issue.message}` : issue.message;
    })
    .join('; ');
}
