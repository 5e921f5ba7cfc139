// Production server: Next.js behind a plain Node HTTP server.
// - Route handlers cannot see the socket, so this server always sets `x-docs-client-ip` to the socket's address
//   (overwriting whatever a client sent); the request pipeline (lib/server/request.ts) derives the client's
//   address from it, or from the trusted proxies' X-Forwarded-For entries with TRUST_PROXY.
// - The fast path (.next/api.mjs, built from lib/api/node-entry.ts) answers every endpoint of the API table
//   straight from Node's request, skipping Next's request pipeline: on this 2-core machine the widget API and
//   search answer several times more requests per second that way (figures in docs/architecture.md).
//   API_FAST_PATH=0 serves everything through Next's route handlers instead (same endpoints, same pipeline).
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const fastPathEnabled = (process.env.API_FAST_PATH ?? '1').trim() !== '0';
// The pipeline believes x-docs-client-ip only when this server, which overwrites it, is running.
globalThis[Symbol.for('intuition-docs.socket-address-header')] = { trusted: true };

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

const apiBundle = new URL('./.next/api.mjs', import.meta.url);
const { handleApi } = fastPathEnabled && fs.existsSync(apiBundle) ? await import(apiBundle.href) : {};

/** The longest request address served (path and query). */
const MAX_URL_LENGTH = 8 * 1024;

/** The addresses of the files in public/ (read once), served as they are, like Next.js's build output. */
function publicFiles(dir = new URL('./public/', import.meta.url), prefix = '/') {
  if (!fs.existsSync(dir)) return new Set();
  const paths = new Set();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      for (const path of publicFiles(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`))
        paths.add(path);
    } else paths.add(`${prefix}${entry.name}`);
  }
  return paths;
}
const PUBLIC_FILES = publicFiles();

/**
 * Whether a request asks a static file (public/ or Next.js's /_next/static/) for anything but reading it: Next.js
 * answers those with a 500.
 */
function writesToStaticFile(req) {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
  return path.startsWith('/_next/static/') || PUBLIC_FILES.has(path);
}

/** Whether the path holds percent-encoding that does not decode (`/guides/%E0%A4%A`): Next.js answers a 500. */
function hasMalformedPath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return false;
  } catch {
    return true;
  }
}

/**
 * Pages answer HTML or Markdown by the Accept header (proxy.ts), so every page answer must say `Vary: Accept`.
 * Next.js writes its own Vary on prerendered pages, replacing the one next.config.ts sets: Accept is added to
 * whatever Vary the answer has when its head is written.
 */
function varyOnAccept(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const vary = String(this.getHeader('vary') ?? '');
    if (!this.headersSent && !/(^|,)\s*accept\s*(,|$)/i.test(vary))
      this.setHeader('Vary', vary ? `Accept, ${vary}` : 'Accept');
    return writeHead.apply(this, args);
  };
}

const server = http.createServer((req, res) => {
  // While draining, answered requests close their connection instead of keeping it alive.
  if (stopping) res.setHeader('Connection', 'close');
  req.headers['x-docs-client-ip'] = req.socket.remoteAddress || 'unknown';
  if ((req.url ?? '').length > MAX_URL_LENGTH) {
    // Next.js echoes the address twice in its redirects (Location and Refresh): past what clients read.
    res.writeHead(414, { 'Content-Type': 'application/json; charset=utf-8' });
    return res.end(
      JSON.stringify({ error: `The address is too long (at most ${MAX_URL_LENGTH} characters)` }),
    );
  }
  if (hasMalformedPath(req.url)) {
    // No such page can exist: the API says so in JSON, pages answer with the site's not-found page (404).
    if (req.url.startsWith('/api/')) {
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
      return res.end(
        JSON.stringify({ error: 'The address is not valid: its percent-encoding does not decode' }),
      );
    }
    req.url = '/not-found/malformed-address';
  }
  if (writesToStaticFile(req)) {
    res.writeHead(405, { 'Content-Type': 'application/json; charset=utf-8', Allow: 'GET, HEAD' });
    return res.end(
      JSON.stringify({ error: `A static file can only be read (GET or HEAD), not ${req.method}` }),
    );
  }
  if (!req.url.startsWith('/api/') && !req.url.startsWith('/_next/')) varyOnAccept(res);
  if (!handleApi) return handle(req, res);
  handleApi(req, res)
    .then((handled) => {
      if (!handled) return handle(req, res);
    })
    .catch((error) => {
      console.error('API error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'The server could not handle this request; nothing was saved' }));
    });
});
// Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s on most), so the
// balancer, not this server, closes them and never sends a request on a socket this server just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
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
