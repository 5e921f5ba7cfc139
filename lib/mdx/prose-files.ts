import 'server-only';
/**
 * The static prose of a guide written by scripts/build-prose.mts (npm run build's first step) into
 * public/_prose; undefined when it is missing (`next dev`, where the guide is rendered as a React tree instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROSE_URL_BASE } from './prose-registry';

export function builtProse(pagePath: string): string | undefined {
  const file = path.join(process.cwd(), 'public', '_prose', `${pagePath}.htm`);
  if (!file.startsWith(path.join(process.cwd(), 'public', PROSE_URL_BASE))) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
