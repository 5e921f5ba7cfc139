import fs from 'node:fs';
import { loadMiniSearchEngine } from '../lib/search/engine';
const records = JSON.parse(fs.readFileSync('.next/search/records.json', 'utf8'));
const t0 = performance.now();
const engine = loadMiniSearchEngine(records, fs.readFileSync('.next/search/index.json', 'utf8'));
console.log('load ms', Math.round(performance.now() - t0));
for (const q of process.argv.slice(2)) {
  const t = performance.now();
  const hits = engine.search(q);
  const ms = (performance.now() - t).toFixed(2);
  console.log(`\n${q} (${hits.length} hits, ${ms} ms)`);
  const seen = new Set();
  for (const h of hits) { if (seen.has(h.record.url_without_anchor)) continue; seen.add(h.record.url_without_anchor); console.log('  ', h.score.toFixed(1), h.record.type, h.record.url); if (seen.size >= 4) break; }
}
