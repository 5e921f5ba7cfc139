/**
 * State that must be one per process although the code that owns it is bundled more than once (each Next.js
 * route bundle, the server.mjs fast-path bundle, server.mjs itself). Kept on globalThis under a well-known
 * symbol, `intuition-docs.<name>`: the only handle that every copy of a module, and plain JavaScript, shares.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`intuition-docs.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}

/** Forgets a singleton (the next processSingleton call creates it anew): for handles that close or fail. */
export function dropProcessSingleton(name: string): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(`intuition-docs.${name}`)];
}
