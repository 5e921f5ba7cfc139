/**
 * Build step (after the API bundles and the search index): completes `next build`'s standalone output
 * (.next/standalone) into a folder that runs on its own with `node server.mjs`, as a self-hosted deployment
 * copies it: our server (server.mjs) and the files it loads (the API fast paths and the packages they import,
 * found by tracing them), the static assets, public/, the search index and the word lists. Content and migrations are already
 * traced in by next.config.ts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WORD_LIST_FILES } from '../lib/search/english';

interface NodeFileTrace {
  nodeFileTrace(files: string[], options: { base: string }): Promise<{ fileList: Set<string> }>;
}
// Next.js ships the tracer it uses for its own output (@vercel/nft).
const { nodeFileTrace } = createRequire(import.meta.url)('next/dist/compiled/@vercel/nft') as NodeFileTrace;

const root = process.cwd();
const out = path.join(root, '.next/standalone');

function copy(relative: string) {
  const from = path.join(root, relative);
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, path.join(out, relative), { recursive: true, dereference: true });
}

async function main() {
  if (!fs.existsSync(path.join(out, 'server.js'))) {
    console.log('standalone: no .next/standalone output (output is not "standalone"); nothing to finish');
    return;
  }
  const entries = ['server.mjs', '.next/api.mjs'].filter((f) => fs.existsSync(path.join(root, f)));
  const { fileList } = await nodeFileTrace(entries, { base: root });
  let traced = 0;
  for (const file of fileList) {
    const target = path.join(out, file);
    if (fs.existsSync(target) || !fs.statSync(path.join(root, file)).isFile()) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(root, file), target);
    traced++;
  }
  // The word lists AI answers' question reading reads by path (lib/ai/spelling.ts).
  for (const dir of ['.next/static', 'public', '.next/search', ...Object.values(WORD_LIST_FILES)]) copy(dir);
  console.log(`standalone: .next/standalone runs with \`node server.mjs\` (${traced} traced files added)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
