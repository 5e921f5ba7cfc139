/**
 * Build step (after `next build`): turns every prerendered page into DocSearch-shaped records and builds the
 * search index once. Writes .next/search/records.json and .next/search/index.json, which the search endpoint
 * loads (and `npm run search:push` uploads to Algolia).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBuiltPages } from '../lib/search/built-pages';
import { createSearchEngine } from '../lib/search/engine';
import { recordsFromPages } from '../lib/search/records';

const root = process.cwd();
const started = performance.now();
const pages = readBuiltPages(path.join(root, '.next/server/app'));
const records = recordsFromPages(pages);
const engine = createSearchEngine(records);
const out = path.join(root, '.next/search');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'records.json'), JSON.stringify(records));
fs.writeFileSync(path.join(out, 'index.json'), JSON.stringify(engine.toJSON()));
console.log(
  `search index: ${records.length} records from ${pages.length} pages in ${Math.round(performance.now() - started)} ms`,
);
