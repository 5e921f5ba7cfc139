import 'server-only';
/**
 * The static HTML written by scripts/build-prose.mts (npm run build's first step) into public/_prose (a guide's
 * <main>, the site footer); undefined when it is missing (`next dev`, where the guide is rendered as a React tree instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROSE_URL_BASE, proseUrl } from './prose-registry';

export function builtProse(pagePath: string): string | undefined {
  return builtStaticHtml(proseUrl(pagePath));
}

/** The built file served at `url` (under PROSE_URL_BASE), or undefined. */
export function builtStaticHtml(url: string): string | undefined {
  const file = path.join(process.cwd(), 'public', url);
  if (!file.startsWith(path.join(process.cwd(), 'public', PROSE_URL_BASE) + path.sep)) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
