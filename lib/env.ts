/**
 * Every environment variable the site reads, validated once. Server variables and NEXT_PUBLIC_ variables
 * are separate blocks: only the public block may be imported by client code.
 */
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const publicEnvSchema = z.object({
  /** Script URL of a status-page widget (e.g. a hosted status page's embed). Unset: nothing loads. */
  NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: optionalUrl,
  /** Tag-manager container id (GTM-XXXX). Unset: nothing loads. */
  NEXT_PUBLIC_GTM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse({
    NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: source.NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL,
    NEXT_PUBLIC_GTM_ID: source.NEXT_PUBLIC_GTM_ID,
  });
  if (!result.success) {
    throw new Error(`Invalid environment variables:\n${formatIssues(result.error)}`);
  }
  return result.data;
}

/** NEXT_PUBLIC_ values are inlined at build time, so they must be read with literal property names. */
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: process.env.NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
});
