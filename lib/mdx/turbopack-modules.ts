/**
 * The module graph of the scripts a prerendered page starts, read from Turbopack's production chunks, so that the
 * page's loader (lib/mdx/boot-after-paint.ts) can evaluate the app's modules a few at a time instead of all in the
 * one task where Next.js starts its entry.
 *
 * A chunk is `(globalThis.TURBOPACK||…).push([script, id, factory, id, factory, …])`; each factory is
 * `(e,t,r)=>{…}` (or `e=>{…}`), and a module asks for another with `e.r(id)` (CommonJS) or `e.i(id)` (ESM), `e`
 * being the factory's first parameter. Reading the text this way finds every module a factory can ask for,
 * including those it asks for inside a function; an id this reading cannot place (a factory shared by several
 * ids, a module of a chunk the page does not start) makes the modules that need it left out, so that nothing is
 * evaluated without its dependencies: a module left out is evaluated by the entry as before.
 */

/** A factory's header: its id and first parameter (`,123,(e,t,r)=>{` or `,123,e=>{`). */
const FACTORY = /[,[](\d+),(?:\(([A-Za-z_$][\w$]*)(?:,[A-Za-z_$][\w$]*)*\)|([A-Za-z_$][\w$]*))=>\{/g;

export interface ChunkModule {
  /** The ids the factory asks for, in the order its text names them. */
  deps: number[];
  /** The length of the factory's text: what evaluating it costs, roughly. */
  bytes: number;
}

/** Every module of a chunk's source. */
export function chunkModules(source: string): Map<number, ChunkModule> {
  const modules = new Map<number, ChunkModule>();
  const headers = [...source.matchAll(FACTORY)];
  headers.forEach((header, i) => {
    const end = headers[i + 1]?.index ?? source.length;
    const body = source.slice(header.index, end);
    const context = (header[2] ?? header[3]!).replaceAll('$', '\\$');
    const asks = new RegExp(`(?<![\\w$.])${context}\\.[ri]\\((\\d+)\\)`, 'g');
    const deps = [...new Set([...body.matchAll(asks)].map((ask) => Number(ask[1])))];
    modules.set(Number(header[1]), { deps, bytes: body.length });
  });
  return modules;
}

/**
 * Modules smaller than this are not listed. It is 0: every module is listed, in the entry's own order. Leaving out
 * small ones looked safe (a listed module evaluates what it asks for first) but is not: a small module the entry
 * evaluates before a listed one without the listed one asking for it then runs after it, and its side effects come
 * too late (Next's app-bootstrap creates `window.next`, which app-router-instance, listed, writes its router to).
 */
export const MIN_LISTED_MODULE_BYTES = 0;

/**
 * The modules the entries need, in the order CommonJS evaluates them (each after the modules it asks for, in the
 * order it asks for them): only modules whose every dependency is known, of at least `minBytes`, and not the
 * entries themselves.
 */
export function evaluationOrder(
  modules: Map<number, ChunkModule>,
  entries: number[],
  minBytes = 0,
): number[] {
  const order: number[] = [];
  /** true once known to be complete, false when something it needs is unknown; absent while being visited. */
  const complete = new Map<number, boolean>();
  const visiting = new Set<number>();
  const visit = (id: number): boolean => {
    const known = complete.get(id);
    if (known !== undefined) return known;
    // A cycle: CommonJS hands the module its partial exports, whatever the order; it is placed when it finishes.
    if (visiting.has(id)) return true;
    const factory = modules.get(id);
    if (factory === undefined) {
      complete.set(id, false);
      return false;
    }
    visiting.add(id);
    let ok = true;
    for (const dep of factory.deps) ok = visit(dep) && ok;
    visiting.delete(id);
    complete.set(id, ok);
    if (ok && factory.bytes >= minBytes) order.push(id);
    return ok;
  };
  for (const entry of entries) visit(entry);
  const entrySet = new Set(entries);
  return order.filter((id) => !entrySet.has(id));
}

/**
 * The entry registration Next.js writes inline in a page (`TURBOPACK.push({"otherChunks":[…],
 * "runtimeModuleIds":[…]})`): the modules the runtime evaluates once those chunks are loaded.
 */
export function entryModuleIds(html: string): number[] {
  const ids: number[] = [];
  for (const match of html.matchAll(/"runtimeModuleIds":\[([\d,]*)\]/g))
    for (const id of match[1]!.split(',')) if (id !== '') ids.push(Number(id));
  return ids;
}

/**
 * The V8 compile hint (Chromium 136 and later): every function of a script that starts with it is compiled when
 * the script is, which for a script the page inserts happens on a background thread while it streams in, rather
 * than on the main thread the first time each function runs. The boot chunks' functions almost all run during
 * hydration; other browsers ignore the comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}
