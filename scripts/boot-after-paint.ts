/**
 * Build step (after `next build`): every prerendered page (.next/server/app/**.html, and its copy in the
 * standalone output) starts its JavaScript after its first paint and evaluates the app's modules a few at a time
 * (lib/mdx/boot-after-paint.ts), in the order read from the chunks it starts (lib/mdx/turbopack-modules.ts); those
 * chunks get V8's compile hint, so that their functions compile while they stream in rather than when they first
 * run. Runs before scripts/finish-standalone.ts copies .next/static into the standalone output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootAfterFirstPaint, chunkSources } from '../lib/mdx/boot-after-paint';
import {
  chunkModules,
  entryModuleIds,
  evaluationOrder,
  MIN_LISTED_MODULE_BYTES,
  withCompileHint,
  type ChunkModule,
} from '../lib/mdx/turbopack-modules';

const root = process.cwd();

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

/** `/_next/static/chunks/x.js` → .next/static/chunks/x.js */
const chunkFile = (src: string) => path.join(root, '.next', src.replace(/^\/_next\//, ''));

const modulesOfChunk = new Map<string, Map<number, ChunkModule>>();
function modulesOf(src: string): Map<number, ChunkModule> {
  let modules = modulesOfChunk.get(src);
  if (modules === undefined) {
    const file = chunkFile(src);
    modules = fs.existsSync(file)
      ? chunkModules(fs.readFileSync(file, 'utf8'))
      : new Map<number, ChunkModule>();
    modulesOfChunk.set(src, modules);
  }
  return modules;
}

const orders = new Map<string, number[]>();
/** The order in which the page's entry evaluates the modules of the chunks it starts (the same for most pages). */
function pageEvaluationOrder(html: string): number[] {
  const sources = chunkSources(html);
  const entries = entryModuleIds(html);
  const key = `${sources.join(' ')}|${entries.join(' ')}`;
  let order = orders.get(key);
  if (order === undefined) {
    const modules = new Map(sources.flatMap((src) => [...modulesOf(src)]));
    order = evaluationOrder(modules, entries, MIN_LISTED_MODULE_BYTES);
    orders.set(key, order);
  }
  return order;
}

let changed = 0;
const started = new Set<string>();
const dirs = ['.next/server/app', '.next/standalone/.next/server/app'].map((d) => path.join(root, d));
for (const file of dirs.flatMap(htmlFiles)) {
  const html = fs.readFileSync(file, 'utf8');
  for (const src of chunkSources(html)) started.add(src);
  const next = bootAfterFirstPaint(html, pageEvaluationOrder(html));
  if (next === html) continue;
  fs.writeFileSync(file, next);
  changed++;
}
let hinted = 0;
for (const src of started) {
  const file = chunkFile(src);
  if (!fs.existsSync(file)) continue;
  const source = fs.readFileSync(file, 'utf8');
  const next = withCompileHint(source);
  if (next === source) continue;
  fs.writeFileSync(file, next);
  hinted++;
}
const longest = Math.max(0, ...[...orders.values()].map((order) => order.length));
console.log(
  `boot after paint: ${changed} prerendered pages start their scripts after their first paint and evaluate up to ` +
    `${longest} modules before their entry, a slice per task; ${hinted} chunks they start compile as they load`,
);
