/**
 * Compiles TypeScript examples with the project's own `tsc`, each as its own module, against the packages
 * installed in node_modules. Returns the compiler's diagnostics with each temporary file name replaced by the
 * page and line the example comes from; an empty string means every example compiles.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseCodeMeta } from '../../mdx/code-meta';
import type { CodeExample } from './extract';

export async function compileTypeScriptExamples(
  examples: CodeExample[],
  projectRoot: string,
  workDir = path.join(projectRoot, `node_modules/.cache/guide-examples-${process.pid}`),
): Promise<string> {
  const { origins } = await writeExampleProject(examples, workDir);
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: 'react-jsx',
    types: ['node'],
    typeRoots: [path.join(projectRoot, 'node_modules/@types')],
  };
  await writeFile(
    path.join(workDir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['**/*.ts', '**/*.tsx'] }),
  );
  const tsc = path.join(projectRoot, 'node_modules/typescript/bin/tsc');
  const output = await promisify(execFile)(process.execPath, [tsc, '-p', workDir, '--pretty', 'false'])
    .then(() => '')
    .catch((error: { stdout?: string; message?: string }) => error.stdout || String(error.message));
  await rm(workDir, { recursive: true, force: true });
  const located = output
    .split('\n')
    .map((line) => line.replace(/page-\d+\/[\w./-]+\.tsx?/g, (file) => origins.get(file) ?? file));
  return [...new Set(located)].join('\n').trim();
}

/**
 * Writes the examples into `workDir` as one project per page (`page-<n>/<title or example-n>.ts`), each file a
 * module of its own. Returns, per written file, the page and line it comes from, and per example its file.
 */
export async function writeExampleProject(
  examples: CodeExample[],
  workDir: string,
): Promise<{ origins: Map<string, string>; fileOf: Map<CodeExample, string> }> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const fileOf = new Map<CodeExample, string>();
  const origins = new Map<string, string>();
  const files = new Map<string, string>();
  const pages = [...new Set(examples.map((example) => example.file))];
  const sharedByTitle = new Map<string, CodeExample>();
  examples.forEach((example, index) => {
    const title = fileTitle(example);
    const name = title ?? `example-${index}.${example.lang === 'tsx' ? 'tsx' : 'ts'}`;
    const file = `page-${pages.indexOf(example.file)}/${name}`;
    origins.set(file, `${example.file}:${example.line}`);
    fileOf.set(example, file);
    // `export {}` keeps each example a module of its own: top-level await works and names never clash.
    files.set(file, `${example.code}\nexport {};\n`);
    if (title && !sharedByTitle.has(title)) sharedByTitle.set(title, example);
  });
  // The guides read as one project: a titled example is a file of it, so an example may import one shown on
  // another page (`import { publicClient } from './clients'`). A page's own file of that name comes first.
  pages.forEach((page, pageIndex) => {
    for (const [title, example] of sharedByTitle) {
      const file = `page-${pageIndex}/${title}`;
      if (files.has(file)) continue;
      files.set(file, `${example.code}\nexport {};\n`);
      origins.set(file, `${example.file}:${example.line}`);
    }
  });
  await Promise.all(
    [...files].map(async ([file, text]) => {
      await mkdir(path.dirname(path.join(workDir, file)), { recursive: true });
      await writeFile(path.join(workDir, file), text);
    }),
  );
  return { origins, fileOf };
}

/** The file name an example's title gives it (`title="server/pin.ts"`), when it is a safe relative path. */
function fileTitle(example: CodeExample): string | undefined {
  const title = parseCodeMeta(example.meta).title;
  return title && /^[\w-]+(\/[\w-]+)*\.tsx?$/.test(title) ? title : undefined;
}
