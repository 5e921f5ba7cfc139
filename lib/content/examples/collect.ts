import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractCodeExamples, type CodeExample } from './extract';

async function listMdx(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listMdx(full);
      return Promise.resolve(/\.mdx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

/** Every code block of every page under `root`. */
export async function collectCodeExamples(root: string): Promise<CodeExample[]> {
  const files = await listMdx(root);
  const perFile = await Promise.all(
    files.map(async (file) =>
      extractCodeExamples(path.relative(root, file), await readFile(file, 'utf8')),
    ),
  );
  return perFile.flat();
}
