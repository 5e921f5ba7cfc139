/**
 * The folders of lib/ form layers: no folder imports, directly or through others, a folder that imports it back
 * (type-only imports count too). Reads every import of lib/ as text, so it also catches cycles the bundlers
 * would tolerate.
 */
import fs from 'node:fs';
import path from 'node:path';

const LIB = path.join(process.cwd(), 'lib');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The lib folder a file belongs to (`server` for lib/server/x.ts), or null for files directly in lib/. */
function folderOf(file: string): string | null {
  const parts = path.relative(LIB, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/lib/')) return path.join(LIB, specifier.slice('@/lib/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

export function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(LIB)) {
    const from = folderOf(file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]!);
      if (!target || !target.startsWith(LIB + path.sep)) continue;
      const to = folderOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, path.relative(process.cwd(), file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first search, as `a → b → a` with the file that makes each step. */
export function findCycles(graph: Map<string, Map<string, string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'visiting') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        cycles.push(
          cycle
            .slice(0, -1)
            .map((folder, i) => `${folder} → ${cycle[i + 1]} (${graph.get(folder)!.get(cycle[i + 1]!)})`)
            .join(', '),
        );
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('lib/ folder dependencies', () => {
  it('form no cycle', () => {
    expect(findCycles(folderGraph())).toEqual([]);
  });

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'lib/a/x.ts']])],
      ['b', new Map([['a', 'lib/b/y.ts']])],
    ]);
    expect(findCycles(graph)).toEqual(['a → b (lib/a/x.ts), b → a (lib/b/y.ts)']);
  });

  it('lib/server depends on no feature folder', () => {
    const features = [...(folderGraph().get('server')?.keys() ?? [])].filter((to) => to !== 'db');
    expect(features).toEqual([]);
  });
});
