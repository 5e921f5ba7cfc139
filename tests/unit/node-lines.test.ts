/**
 * The supported Node.js lines are stated once, in package.json's engines.node, and every other statement agrees
 * with it: .nvmrc (the newest line, which CI runs `npm test` on), the floor CI tests as the oldest line, and the
 * README. The lines are Node's maintained LTS lines; a version outside them is refused by the range.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');
const engines = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;
const ciVersion = (line: string) =>
  execFileSync(process.execPath, [path.join(root, 'scripts/ci/node-lines.mjs'), line], {
    encoding: 'utf8',
  }).trim();

describe('supported Node.js lines', () => {
  const newest = ciVersion('newest');
  const oldest = ciVersion('oldest');

  it('CI tests versions the range admits: the newest line from .nvmrc, the oldest at the range floor', () => {
    expect(semver.satisfies(newest, engines)).toBe(true);
    expect(semver.satisfies(oldest, engines)).toBe(true);
    expect(semver.minVersion(engines)!.version).toBe(oldest);
    const majors = engines.split('||').map((range) => semver.minVersion(range.trim())!.major);
    expect(semver.major(newest)).toBe(Math.max(...majors));
    expect(semver.major(oldest)).toBe(Math.min(...majors));
  });

  it.each([
    ['20.20.2', false],
    ['22.14.0', false],
    ['22.15.0', false],
    ['22.16.0', true],
    ['23.11.0', false],
    ['24.0.0', true],
    ['25.0.0', false],
  ])('the range decides Node %s: %s', (version, admitted) => {
    expect(semver.satisfies(version, engines)).toBe(admitted);
  });

  it('the README names the lines and the versions CI runs', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`\`${engines}\``);
    expect(readme).toContain(newest);
    expect(readme).toContain(oldest);
  });
});
