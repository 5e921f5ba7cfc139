/**
 * Every route of the built sitemap, the search results page and the 404 page, as the production server sends
 * them, checked by a markup validator (html-validate, its recommended rules; the few turned off or relaxed
 * below are style preferences that do not fit a React/Next site, each with the reason).
 */
import { HtmlValidate, type Message } from 'html-validate';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let paths: string[];

beforeAll(async () => {
  server = await startServer();
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}, 60_000);

afterAll(() => server?.stop());

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // HTML attribute names are case-insensitive: React writes charSet, dateTime, fetchPriority, noModule.
    'attr-case': 'off',
    // HTML5 ids need only be non-empty without spaces; React's useId gives `_R_1a_`, headings may start
    // with a digit (`1-install-the-packages`).
    'valid-id': ['error', { relaxed: true }],
    // The two "On this page" navigations (the sidebar's and the collapsible one above the text) are never
    // displayed together (CSS, by width), which a validator cannot see; axe's landmark-unique checks the
    // rendered page at 390 and 1440 px (tests/e2e/every-route.e2e.ts).
    'unique-landmark': 'off',
    // Next writes void elements as <meta/> and <link/>, both valid HTML.
    'void-style': 'off',
    // Tailwind and the components use inline styles for computed values (a grid's width, a colour).
    'no-inline-style': 'off',
    // React writes boolean attributes as `hidden=""`; HTML reads both forms the same.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // A list or a region may carry a name (`<ul aria-label="Social links">`): ARIA allows naming any role that
    // supports a name from the author.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

const describeMessage = (m: Message) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`;

it('finds no markup errors on any page', async () => {
  expect(paths.length).toBeGreaterThan(60);
  const failures: string[] = [];
  for (const path of [...paths, '/search?q=atom', '/no-such-page']) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const message of result.messages.filter((m) => m.severity === 2)) {
        failures.push(`${path}: ${describeMessage(message)}`);
      }
    }
  }
  expect(failures).toEqual([]);
}, 240_000);
