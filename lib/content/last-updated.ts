import 'server-only';
/**
 * Last-updated and first-published dates of content files from git history (one `git log` for the whole tree,
 * not one per file), falling back to the file's modification time when git has no record (a new file, or no .git folder).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

let gitDates: Map<string, string> | undefined;
let firstDates: Map<string, string> | undefined;
let log: string | undefined;

/** Parses `git log --format=%x00%cI --name-only` output: newest commit first, so the first date wins. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [file, date] of parseGitLogEntries(output)) if (!dates.has(file)) dates.set(file, date);
  return dates;
}

/** The same output's oldest date per file: when it was first committed. */
export function parseGitLogFirst(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [file, date] of [...parseGitLogEntries(output)].reverse()) dates.set(file, date);
  return dates;
}

function* parseGitLogEntries(output: string): Generator<[string, string]> {
  for (const chunk of output.split('\0')) {
    const [date, ...files] = chunk.trim().split('\n');
    if (!date || !/^\d{4}-\d{2}-\d{2}T/.test(date)) continue;
    for (const file of files) if (file.trim()) yield [file.trim(), date];
  }
}

function readGitLog(): string {
  try {
    const output = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', 'content'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return output;
  } catch {
    return '';
  }
}

/** ISO date of the last change of a file given relative to the repository root. */
export function lastUpdated(file: string): string | undefined {
  gitDates ??= parseGitLog((log ??= readGitLog()));
  const fromGit = gitDates.get(file);
  if (fromGit) return fromGit;
  try {
    return fs.statSync(path.join(/*turbopackIgnore: true*/ process.cwd(), file)).mtime.toISOString();
  } catch {
    return undefined;
  }
}

/** ISO date of the first commit of a file (its last change when git has no record: see lastUpdated). */
export function firstPublished(file: string): string | undefined {
  firstDates ??= parseGitLogFirst((log ??= readGitLog()));
  return firstDates.get(file) ?? lastUpdated(file);
}
