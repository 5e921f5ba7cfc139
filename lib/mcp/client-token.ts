/**
 * The MCP client's name across a stateless server. The handshake (`initialize`) is the only message that says
 * who the client is (`clientInfo`), and every later message arrives on a new server instance that never saw it.
 * So the answer to `initialize` hands the client its own name back as the `Mcp-Session-Id`, which Streamable
 * HTTP clients send on every later request; the server reads the name from it and keeps nothing. It is the
 * client's own claim, as `clientInfo` is: it labels agent feedback in the team inbox and grants nothing.
 */

const PREFIX = 'client.';
/** Longest client name kept (MCP puts no bound on it). */
export const MAX_CLIENT_NAME = 100;

/** Printable text only, trimmed and bounded (a name ends up in the inbox). */
function cleanName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, MAX_CLIENT_NAME)
    .trim();
  return name || undefined;
}

/** The session id that carries a client's name: `client.` and the name in base64url (visible ASCII only). */
export function clientToken(
  clientInfo: { name?: unknown; version?: unknown } | undefined,
): string | undefined {
  const name = cleanName(clientInfo?.name);
  if (!name) return undefined;
  const version = cleanName(clientInfo?.version);
  const label = version ? `${name} ${version.slice(0, 20)}` : name;
  return PREFIX + Buffer.from(label, 'utf8').toString('base64url');
}

/** The client name a session id carries, or undefined for anything else. */
export function clientNameFromToken(token: string | null | undefined): string | undefined {
  if (!token?.startsWith(PREFIX) || token.length > 400) return undefined;
  const encoded = token.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  return cleanName(Buffer.from(encoded, 'base64url').toString('utf8'));
}

/** The `clientInfo` of an `initialize` message (or of one in a batch), if the body holds one. */
export function initializeClientInfo(body: unknown): { name?: unknown; version?: unknown } | undefined {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    if (typeof message !== 'object' || message === null) continue;
    const { method, params } = message as { method?: unknown; params?: { clientInfo?: unknown } };
    if (method !== 'initialize') continue;
    const info = params?.clientInfo;
    if (typeof info === 'object' && info !== null) return info as { name?: unknown; version?: unknown };
  }
  return undefined;
}
