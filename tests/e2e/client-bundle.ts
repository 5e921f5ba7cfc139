/**
 * Pages on which the e2e suites run another project's unmodified client (DocSearch, react-instantsearch, the
 * Docsly v1.8 React client) as a host site embeds it: the page's script, bundled from tests/e2e/ with esbuild.
 */
import { build } from 'esbuild';
import path from 'node:path';

/** One self-running script (production React) from `entry`, a path below tests/e2e/. */
export async function bundleClientPage(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(process.cwd(), 'tests/e2e', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** `script` as the text of an inline `<script>` element (a `</script` inside it would end the element). */
export const inlineScript = (script: string) =>
  `<script>${script.replace(/<\/script/gi, '<\\/script')}</script>`;
