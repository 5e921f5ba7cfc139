/**
 * Build step (before `next build`): what every guide's <main> holds (breadcrumbs, tables of contents, title, prose,
 * foot, pager: components/docs/guide-main.tsx) as static HTML, in public/_prose/<path>.htm, and the site footer's
 * (public/_prose/site-footer.htm, which the layout shows the same way). The guide page writes
 * it into its HTML without hydrating it and without putting it in the page's payload; the browser fetches the same
 * file after a client-side navigation (components/docs/prose-host.client.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// The content modules are marked `server-only`, which throws outside React's server condition; this step renders
// with React's client build, as the server-rendering layer of Next does, so the marker is loaded as empty.
const require = createRequire(import.meta.url);
require.cache[require.resolve('server-only')] = { exports: {} } as NodeJS.Module;
const { renderStaticGuide } = await import('../components/docs/static-prose');
const { getDocsSite } = await import('../lib/content');
const { PROSE_URL_BASE, proseUrl, SITE_FOOTER_URL } = await import('../lib/mdx/prose-registry');
const { renderStaticFooter } = await import('../components/docs/static-prose');

async function main() {
  const started = Date.now();
  const root = path.join(process.cwd(), 'public');
  fs.rmSync(path.join(root, PROSE_URL_BASE), { recursive: true, force: true });
  const site = getDocsSite();
  const { docs } = site;
  for (const doc of docs) {
    const file = path.join(root, proseUrl(doc.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await renderStaticGuide(site, doc));
  }
  fs.writeFileSync(path.join(root, SITE_FOOTER_URL), renderStaticFooter());
  console.log(
    `prose: ${docs.length} guides and the site footer as static HTML in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
