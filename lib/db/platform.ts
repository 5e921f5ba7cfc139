/**
 * Where the server runs. The embedded PGlite store keeps its files on the local disk, which serverless
 * platforms throw away between invocations: there, without DATABASE_URL, the database refuses to open
 * (every API answers 503 saying so) rather than accept comments it would silently lose.
 */

const PLATFORMS: [variable: string, name: string][] = [
  ['VERCEL', 'Vercel'],
  ['NETLIFY', 'Netlify'],
  ['AWS_LAMBDA_FUNCTION_NAME', 'AWS Lambda'],
  ['FUNCTIONS_WORKER_RUNTIME', 'Azure Functions'],
  ['K_SERVICE', 'Google Cloud Run'],
];

/** The serverless platform this process runs on, if any (from the variables the platforms set). */
export function serverlessPlatform(env: Record<string, string | undefined> = process.env): string | null {
  return PLATFORMS.find(([variable]) => Boolean(env[variable]?.trim()))?.[1] ?? null;
}

/** Answered as a 503 with its message by the request pipeline (an `expose`d error, see lib/server/errors.ts). */
export class DatabaseNotConfiguredError extends Error {
  readonly expose = true;
  readonly status = 503;
  constructor(platform: string) {
    super(
      `This site runs on ${platform}, whose disk does not keep files: set DATABASE_URL to a Postgres database ` +
        'to store comments, feedback and answers (the embedded database would lose them).',
    );
    this.name = 'DatabaseNotConfiguredError';
  }
}
