/**
 * Writes lib/content/claim-tests.json from the claim test files (`npm run content:claims`). Run it after adding,
 * renaming or moving a claim test; the unit test tests/unit/claim-tests.test.ts fails until then.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLAIM_TEST_FILES, scanClaimTests, type ClaimTest } from './claim-tests';

export async function generateClaimTests(projectRoot: string): Promise<ClaimTest[]> {
  const files = Object.values(CLAIM_TEST_FILES);
  const sources = await Promise.all(files.map((file) => readFile(path.join(projectRoot, file), 'utf8')));
  return files.flatMap((file, index) => scanClaimTests(file, sources[index]!));
}

export function claimTestsJsonText(tests: ClaimTest[]): string {
  return `${JSON.stringify(tests, null, 2)}\n`;
}

export const CLAIM_TESTS_JSON = 'lib/content/claim-tests.json';

if (process.argv[1] && /claim-tests-generate\.ts$/.test(process.argv[1])) {
  const root = process.cwd();
  void generateClaimTests(root).then(async (tests) => {
    await writeFile(path.join(root, CLAIM_TESTS_JSON), claimTestsJsonText(tests));
    console.log(`${CLAIM_TESTS_JSON}: ${tests.length} claim tests`);
  });
}
