// Prints the exact Node.js version CI runs for a supported line: `newest` is the version in .nvmrc, `oldest` the
// lowest version package.json's `engines.node` admits (its first range's floor). Plain Node, no dependencies: it
// runs before `npm ci`, on whatever Node the machine has.
import fs from 'node:fs';

const line = process.argv[2];
if (line === 'newest') {
  console.log(fs.readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim());
} else if (line === 'oldest') {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const floor = /\d+\.\d+\.\d+/.exec(pkg.engines.node);
  if (!floor) throw new Error(`engines.node (${pkg.engines.node}) names no version`);
  console.log(floor[0]);
} else {
  console.error('usage: node scripts/ci/node-lines.mjs newest|oldest');
  process.exit(2);
}
