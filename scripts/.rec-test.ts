import fs from 'node:fs';
import { recordsFromPage } from '../lib/search/records';
const html = fs.readFileSync('/work/main/.next/server/app/guides/primitives/signals.html', 'utf8');
const r = recordsFromPage({ path: '/guides/primitives/signals', html });
console.log(r.length);
for (const x of r.slice(0, 12)) console.log(x.type, x.url, JSON.stringify(x.hierarchy).slice(0, 120), (x.content ?? '').slice(0, 80));
