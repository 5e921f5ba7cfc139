/**
 * Runs once when the server starts, before it takes requests: opens the database, runs the migrations and
 * creates the default widget project, then starts the webhook delivery worker (which resumes deliveries left
 * pending by a previous run). Skipped while building (nothing there needs the database, and build workers
 * must not open PGlite's directory).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrapDatabase } = await import('./lib/db/bootstrap');
  const db = await bootstrapDatabase();
  const { startWebhookWorker } = await import('./lib/webhooks/worker');
  startWebhookWorker(db);
}
