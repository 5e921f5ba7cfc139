import fs from 'node:fs';
import { loadMiniSearchEngine } from '../lib/search/engine';
const records = JSON.parse(fs.readFileSync('.next/search/records.json', 'utf8'));
const engine = loadMiniSearchEngine(records, fs.readFileSync('.next/search/index.json', 'utf8'));
const { cases } = JSON.parse(fs.readFileSync('tests/fixtures/search-relevance.json', 'utf8'));
let ok = 0;
for (const c of cases) {
  const pages: string[] = [];
  for (const h of engine.search(c.query)) { if (!pages.includes(h.record.url_without_anchor)) pages.push(h.record.url_without_anchor); if (pages.length >= 3) break; }
  const hit = pages.includes(c.expect);
  if (hit) ok++; else console.log('MISS', c.query, '->', pages.join(' | '), 'want', c.expect);
}
console.log(`${ok}/${cases.length}`);
