/**
 * Writes lib/ai/background-words.json: how often each word stem occurs in general developer writing, the Markdown
 * files (READMEs, guides, changelogs) of the packages this project installs (node_modules, this protocol's own
 * packages left out). Retrieval
 * (lib/ai/docs-topic.ts) compares a question's words with it to tell a question about these docs from a general
 * programming question that only shares words with them. Run by hand after a dependency update
 * (`npm run words:background`); the file is committed so that every checkout reads the same counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { queryTerms } from '../lib/search/text';
import { wordStem } from '../lib/ai/question-words';
import { isTopicStem } from '../lib/ai/docs-topic';

/** Stems seen fewer times than this are left out: spelling slips and one package's own names. */
const MIN_COUNT = 3;

function markdownFiles(dir: string, found: string[] = []): string[] {
  // In any order: the counts are sums.
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.isSymbolicLink()) {
      if (entry.name === '@0xintuition' || entry.name === '.bin' || entry.name === '.cache') continue;
      markdownFiles(full, found);
    } else if (entry.isFile() && /\.md$/i.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

const files = markdownFiles(path.join(process.cwd(), 'node_modules'));
const counts = new Map<string, number>();
let total = 0;
for (const file of files) {
  for (const stem of queryTerms(fs.readFileSync(file, 'utf8')).map(wordStem)) {
    counts.set(stem, (counts.get(stem) ?? 0) + 1);
    total += 1;
  }
}
// Every word counts in the total; only the stems docs-topic reads are kept.
const kept = [...counts]
  .filter(([stem, n]) => n >= MIN_COUNT && isTopicStem(stem))
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const out = {
  source: `${files.length} Markdown files of the installed packages (node_modules, @0xintuition left out)`,
  total,
  counts: Object.fromEntries(kept),
};
fs.writeFileSync(path.join(process.cwd(), 'lib/ai/background-words.json'), `${JSON.stringify(out)}\n`);
console.log(
  `background words: ${kept.length} stems of ${counts.size}, ${total} words from ${files.length} files`,
);
