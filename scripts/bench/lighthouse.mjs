// Lighthouse mobile performance score of one URL, printed as JSON. Plain JavaScript run by node: Lighthouse
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
  const audits = result?.lhr.audits ?? {};
  console.log(
    JSON.stringify({
      score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      shifted: (audits['layout-shifts']?.details?.items ?? []).map(
        (item) => item.node?.selector ?? item.node?.snippet,
      ),
    }),
  );
} finally {
  await chrome.kill();
}
