/**
 * Runs once when the server starts, before it takes requests: opens the database, runs the migrations and
 * creates the default widget project, then starts the webhook delivery worker (which resumes deliveries left
 * pending by a previous run) and, with BACKUP_DIR, scheduled backups; and registers what shutdown must close. Skipped while building (nothing there
 * needs the database, and build workers must not open PGlite's directory). On a serverless platform without
 * DATABASE_URL the pages still work and the APIs answer 503 saying what to set.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrapDatabase } = await import('./lib/db/bootstrap');
  const { DatabaseNotConfiguredError } = await import('./lib/db/platform');
  const { closeDb } = await import('./lib/db/client');
  const { onShutdown } = await import('./lib/server/shutdown');
  let db;
  try {
    db = await bootstrapDatabase();
  } catch (error) {
    if (error instanceof DatabaseNotConfiguredError) {
      console.error(error.message);
      return;
    }
    throw error;
  }
  onShutdown(closeDb);
  const { startWebhookWorker } = await import('./lib/webhooks/worker');
  startWebhookWorker(db);
  // Reads by agents and crawlers counted by the proxy and the MCP server, written every few seconds.
  const { startPageReadWriter } = await import('./lib/analytics/page-reads');
  const { serverEnv } = await import('./lib/env');
  const env = serverEnv();
  onShutdown(startPageReadWriter(db, env.WIDGET_PUBLIC_ID));
  if (env.BACKUP_DIR) {
    const { startScheduledBackups } = await import('./lib/db/backup-schedule');
    onShutdown(
      startScheduledBackups(db, {
        dir: env.BACKUP_DIR,
        everyHours: env.BACKUP_EVERY_HOURS,
        keep: env.BACKUP_KEEP,
      }),
    );
  }
}
