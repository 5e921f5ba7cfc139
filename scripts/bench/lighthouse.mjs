// Lighthouse mobile performance score (simulated throttling, the default) of one URL, printed as JSON. Plain JavaScript run by node: Lighthouse
// serialises functions into the page, which breaks when a TypeScript loader has transformed them.
// Usage: node lighthouse.mjs <url> <chromium path> <JSON array of Chromium flags>
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, chromePath, flagsJson] = process.argv.slice(2);
const flags = JSON.parse(flagsJson);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  // A run Lighthouse could not finish (no paint seen, a protocol timeout on a loaded machine) is an error, not a 0.
  const runtimeError = result?.lhr.runtimeError;
  if (!result || runtimeError) {
    console.error(`lighthouse: ${runtimeError?.code ?? 'no result'} ${runtimeError?.message ?? ''}`);
    process.exitCode = 2;
  }
  const audits = result?.lhr.audits ?? {};
  console.log(
    JSON.stringify({
      score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      shifted: (audits['layout-shifts']?.details?.items ?? []).map(
        (item) => item.node?.selector ?? item.node?.snippet,
      ),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      longTasks: (audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map((task) => `${task.url ?? ''} ${Math.round(task.duration)} ms`),
    }),
  );
} finally {
  await chrome.kill();
}
