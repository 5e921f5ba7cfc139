import fs from 'node:fs';
import { loadMiniSearchEngine } from '../lib/search/engine';
const records = JSON.parse(fs.readFileSync('.next/search/records.json', 'utf8'));
const engine = loadMiniSearchEngine(records, fs.readFileSync('.next/search/index.json', 'utf8'));
const { cases } = JSON.parse(fs.readFileSync('tests/fixtures/search-relevance.json', 'utf8'));
const qs: string[] = [];
for (const c of cases) for (let i = 2; i <= c.query.length; i++) qs.push(c.query.slice(0, i));
for (const q of qs) engine.search(q);
const times: number[] = [];
for (let r = 0; r < 3; r++) for (const q of qs) { const t = performance.now(); engine.search(q); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
const p = (x: number) => times[Math.floor(times.length * x)]!.toFixed(3);
console.log(qs.length, 'queries; p50', p(0.5), 'p95', p(0.95), 'p99', p(0.99), 'max', times[times.length - 1]!.toFixed(2));
const slow = qs.map((q) => { const t = performance.now(); const n = engine.search(q).length; return { q, ms: performance.now() - t, n }; }).sort((a, b) => b.ms - a.ms).slice(0, 12);
console.log(slow.map((s) => `${s.q}:${s.ms.toFixed(1)}ms/${s.n}`).join('  '));
