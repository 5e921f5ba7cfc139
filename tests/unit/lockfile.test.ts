/**
 * `npm ci` installs from the lock file alone, and refuses one that lacks a package some dependency declares. The
 * packages most easily dropped are other platforms' optional binaries (Next's SWC, Tailwind's oxide, esbuild,
 * anvil): `npm install` on one machine leaves them out when the lock file is written without them. Every optional
 * dependency of every locked package must resolve, by Node's lookup (nested node_modules, then upwards), to a
 * locked entry.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');

interface LockEntry {
  engines?: Record<string, string> | string[];
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** The lock entry Node would load for `name` required from the package at `from` (a lock key). */
export function resolveInLock(
  packages: Record<string, unknown>,
  from: string,
  name: string,
): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

function missingOptionalPackages(packages: Record<string, LockEntry>): string[] {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(packages, key, name)) missing.push(`${key || '(root)'} → ${name}`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  it('is a version 3 lock file', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('records every optional dependency of every package, for every platform', () => {
    expect(missingOptionalPackages(lock.packages)).toEqual([]);
  });

  it('records the binaries of platforms other than this one (macOS, Windows, Linux on Arm)', () => {
    const platforms = new Set(
      Object.values(lock.packages).flatMap((entry) =>
        (entry.os ?? []).flatMap((os) => (entry.cpu ?? ['any']).map((cpu) => `${os}-${cpu}`)),
      ),
    );
    for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64', 'linux-arm64', 'linux-x64']) {
      expect(platforms).toContain(platform);
    }
  });

  it('fails when a platform package is dropped (the check detects what it is for)', () => {
    const dropped = { ...lock.packages };
    delete dropped['node_modules/@next/swc-darwin-arm64'];
    expect(missingOptionalPackages(dropped)).toContain('node_modules/next → @next/swc-darwin-arm64');
  });

  it('holds no package whose engines refuse a Node.js version CI runs (npm would warn, and CI fails on it)', () => {
    const versions = ['newest', 'oldest'].map((line) =>
      execFileSync(process.execPath, [path.join(root, 'scripts/ci/node-lines.mjs'), line], {
        encoding: 'utf8',
      }).trim(),
    );
    const refused = Object.entries(lock.packages).flatMap(([key, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!key || !range || !semver.validRange(range)) return [];
      // Another platform's binary is never installed here, so npm never checks its engines here.
      if (entry.os && !entry.os.includes(process.platform)) return [];
      if (entry.cpu && !entry.cpu.includes(process.arch)) return [];
      return versions
        .filter((v) => !semver.satisfies(v, range))
        .map((v) => `${key} (node ${range}) refuses ${v}`);
    });
    expect(refused).toEqual([]);
  });

  it('resolves nested copies before hoisted ones', () => {
    const packages = {
      'node_modules/a': {},
      'node_modules/b/node_modules/a': {},
      'node_modules/b/node_modules/c': {},
    };
    expect(resolveInLock(packages, 'node_modules/b/node_modules/c', 'a')).toBe(
      'node_modules/b/node_modules/a',
    );
    expect(resolveInLock(packages, 'node_modules/d', 'a')).toBe('node_modules/a');
    expect(resolveInLock(packages, 'node_modules/d', 'e')).toBeUndefined();
  });
});
