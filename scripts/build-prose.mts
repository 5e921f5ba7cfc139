/**
 * Build step (before `next build`): every guide's title and prose as static HTML, in public/_prose/<path>.html.
 * The guide page writes it into its HTML without hydrating it and without putting it in the page's payload; the
 * browser fetches the same file after a client-side navigation (components/docs/prose-host.client.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// The content modules are marked `server-only`, which throws outside React's server condition; this step renders
// with React's client build, as the server-rendering layer of Next does, so the marker is loaded as empty.
const require = createRequire(import.meta.url);
require.cache[require.resolve('server-only')] = { exports: {} } as NodeJS.Module;
const { renderStaticProse } = await import('../components/docs/static-prose');
const { loadContent } = await import('../lib/content/load');
const { PROSE_URL_BASE, proseUrl } = await import('../lib/mdx/prose-registry');

async function main() {
  const started = Date.now();
  const root = path.join(process.cwd(), 'public');
  fs.rmSync(path.join(root, PROSE_URL_BASE), { recursive: true, force: true });
  const { docs } = loadContent();
  for (const doc of docs) {
    const file = path.join(root, proseUrl(doc.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await renderStaticProse(doc.frontmatter.title, doc.body));
  }
  console.log(`prose: ${docs.length} guides as static HTML in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
