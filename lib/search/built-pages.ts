/**
 * The pages `next build` prerendered, read from .next/server/app as (path, html) pairs: the docs and the static
 * pages a reader can reach, without the error pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageInput } from './records';

const SKIPPED = /^(_not-found|_global-error|404|500)$/;

export function readBuiltPages(appDir: string): PageInput[] {
  const pages: PageInput[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('[') && !entry.name.startsWith('_') && entry.name !== 'api') walk(full);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const relative = path.relative(appDir, full).replace(/\.html$/, '');
      if (SKIPPED.test(relative)) continue;
      const route = relative === 'index' ? '/' : `/${relative.replace(/\/index$/, '')}`;
      pages.push({ path: route, html: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(appDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
