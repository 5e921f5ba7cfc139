/**
 * Build step (npm prebuild): validates every page's frontmatter (a bad one stops the build with the file and
 * field named) and reports broken internal links, anchors and duplicate routes as warnings.
 */
import { collectLinkProblems } from '../lib/content/check';
import { formatProblem } from '../lib/content/link-check';

async function main() {
  const problems = await collectLinkProblems();
  if (problems.length === 0) {
    console.log('content: frontmatter valid; no broken links, anchors or duplicate routes.');
    return;
  }
  for (const problem of problems) console.warn(`warning: ${formatProblem(problem)}`);
  console.warn(`content: ${problems.length} link warning(s).`);
}

main().catch((error: unknown) => {
  console.error(`content error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
