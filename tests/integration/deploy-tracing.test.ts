/**
 * Serverless hosts copy only the files a route's trace (.nft.json, written by `next build`) lists: the files
 * the server reads at run time must be in every API route's trace — every migration and every content file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './helpers/server';

const routes = [
  'api/mcp/route.js',
  'api/widget/v1.8/add-comment/route.js',
  'api/ask/route.js',
  'api/health/route.js',
];

function filesIn(dir: string): string[] {
  return fs
    .readdirSync(path.join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)));
}

it.each(routes)('%s traces the migrations and the content', (route) => {
  const traceFile = path.join(REPO, '.next/server/app', `${route}.nft.json`);
  const { files } = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { files: string[] };
  const traced = new Set(
    files.map((file) => path.relative(REPO, path.resolve(path.dirname(traceFile), file))),
  );
  for (const file of [...filesIn('lib/db/migrations'), ...filesIn('content')]) expect(traced).toContain(file);
});

it.each(routes)('%s traces no sources, tests or configuration files', (route) => {
  const traceFile = path.join(REPO, '.next/server/app', `${route}.nft.json`);
  const { files } = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { files: string[] };
  const traced = files.map((file) => path.relative(REPO, path.resolve(path.dirname(traceFile), file)));
  const strays = traced.filter((file) =>
    /^(next\.config\.ts|jest\.config\.mjs|tests\/|scripts\/|app\/|components\/|lib\/.*\.tsx?$)/.test(file),
  );
  expect(strays).toEqual([]);
});
