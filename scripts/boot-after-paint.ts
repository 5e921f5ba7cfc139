/**
 * Build step (after `next build`): every prerendered page (.next/server/app/**.html, and its copy in the
 * standalone output) starts its JavaScript after its first paint (lib/mdx/boot-after-paint.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootAfterFirstPaint } from '../lib/mdx/boot-after-paint';

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

let changed = 0;
const dirs = ['.next/server/app', '.next/standalone/.next/server/app'].map((d) =>
  path.join(process.cwd(), d),
);
for (const file of dirs.flatMap(htmlFiles)) {
  const html = fs.readFileSync(file, 'utf8');
  const next = bootAfterFirstPaint(html);
  if (next === html) continue;
  fs.writeFileSync(file, next);
  changed++;
}
console.log(`boot after paint: ${changed} prerendered pages start their scripts after their first paint`);
