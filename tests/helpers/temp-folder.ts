/**
 * Temporary folders for tests, removed when the test process exits: every run of the suite would otherwise leave
 * its servers' data, backups and content copies in the system's temporary folder (a full disk fails the suite).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEMP_FOLDERS = Symbol.for('docs.tests.tempFolders');

function madeFolders(): Set<string> {
  const store = globalThis as { [TEMP_FOLDERS]?: Set<string> };
  if (!store[TEMP_FOLDERS]) {
    const folders = new Set<string>();
    store[TEMP_FOLDERS] = folders;
    process.once('exit', () => {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    });
  }
  return store[TEMP_FOLDERS];
}

/** A new temporary folder (`docs-<label>-…`), removed when the test process exits. */
export function tempFolder(label: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `docs-${label}-`));
  madeFolders().add(folder);
  return folder;
}
