// Production server: Next.js behind a plain Node HTTP server, so the API knows the client's real address.
// Route handlers cannot see the socket, and a client-sent X-Forwarded-For would be taken at face value, so
// this server always sets `x-docs-client-ip` itself: the socket address, or the proxy's first
// X-Forwarded-For entry when TRUST_PROXY is set (only behind a reverse proxy that sets it).
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = ['1', 'true'].includes((process.env.TRUST_PROXY ?? '').trim());

// In a standalone deployment folder there is no next.config.ts: the configuration the build resolved is read
// from the build output, as Next.js's own standalone server does.
const standaloneConfig = new URL('./.next/required-server-files.json', import.meta.url);
const hasConfigFile = ['ts', 'mjs', 'js'].some((ext) =>
  fs.existsSync(new URL(`./next.config.${ext}`, import.meta.url)),
);
if (!hasConfigFile && fs.existsSync(standaloneConfig) && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
  const { config } = JSON.parse(fs.readFileSync(standaloneConfig, 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

const app = next({ dev: false, hostname, port, dir: fileURLToPath(new URL('.', import.meta.url)) });
const handle = app.getRequestHandler();
await app.prepare();

// The widget API's fast path (built by `npm run build`): the same endpoints without Next's request pipeline.
const widgetBundle = new URL('./.next/widget-api.mjs', import.meta.url);
const { handleWidgetApi } = fs.existsSync(widgetBundle) ? await import(widgetBundle.href) : {};
// The search endpoint's fast path, likewise.
const searchBundle = new URL('./.next/search-api.mjs', import.meta.url);
const { handleSearchApi } = fs.existsSync(searchBundle) ? await import(searchBundle.href) : {};
const fastPaths = [handleWidgetApi, handleSearchApi].filter(Boolean);

async function handleFast(req, res) {
  for (const fastPath of fastPaths) if (await fastPath(req, res)) return true;
  return false;
}

const server = http.createServer((req, res) => {
  // While draining, answered requests close their connection instead of keeping it alive.
  if (stopping) res.setHeader('Connection', 'close');
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  req.headers['x-docs-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown';
  if (fastPaths.length === 0) return handle(req, res);
  handleFast(req, res)
    .then((handled) => {
      if (!handled) return handle(req, res);
    })
    .catch((error) => {
      console.error('API error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'The server could not handle this request; nothing was saved' }));
    });
});
server.listen(port, hostname, () => {
  console.log(`Intuition docs ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

// Graceful shutdown (SIGTERM from a process manager or a platform, SIGINT from a terminal): stop accepting
// connections, let the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS), then run the shutdown steps the
// app registered (stop the webhook worker, close the database so PGlite writes its files), then exit.
const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const closed = new Promise((resolve) => server.close(resolve));
  // Keep-alive connections with no request in flight are closed now and as they fall idle.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const timeout = new Promise((resolve) => setTimeout(resolve, drainMs).unref());
  await Promise.race([closed, timeout]);
  clearInterval(idle);
  server.closeAllConnections();
  const steps = globalThis[Symbol.for('intuition-docs.shutdown')];
  try {
    await steps?.run();
  } catch (error) {
    console.error('shutdown failed', error);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
