/**
 * The script-free copy of a page, the bench's reference for "as fast as static HTML": the page's own prerendered
 * HTML with every <script> element and script preload removed, so the same bytes of markup and CSS load without
 * any JavaScript. The copies are written under public/ before the server starts (Next lists public files at
 * start) and served by the same server as the page, in the same run.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCRIPT_FREE_DIR = 'bench-script-free';

/** The HTML without scripts: <script> elements (inline, external, JSON-LD) and <link> preloads of scripts. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*\/?>/gi, '');
}

/** The prerendered HTML file of a page in the build (`/` is index.html). */
export function prerenderedHtmlFile(pagePath: string, root = process.cwd()): string {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '');
  return path.join(root, '.next/server/app', `${name}.html`);
}

/** The inline page payload of a document: the text pushed to `self.__next_f` (RSC flight data), in bytes. */
export function inlinePayloadBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g))
    bytes += Buffer.byteLength(match[1]!);
  return bytes;
}

/** Writes the script-free copy of each page to public/<SCRIPT_FREE_DIR>/; returns each page's copy's path. */
export function writeScriptFreeCopies(pages: string[], root = process.cwd()): Map<string, string> {
  const dir = path.join(root, 'public', SCRIPT_FREE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const copies = new Map<string, string>();
  for (const page of pages) {
    const html = fs.readFileSync(prerenderedHtmlFile(page, root), 'utf8');
    const name = `${page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '--')}.htm`;
    fs.writeFileSync(path.join(dir, name), stripScripts(html));
    copies.set(page, `/${SCRIPT_FREE_DIR}/${name}`);
  }
  return copies;
}

export function removeScriptFreeCopies(root = process.cwd()): void {
  fs.rmSync(path.join(root, 'public', SCRIPT_FREE_DIR), { recursive: true, force: true });
}
