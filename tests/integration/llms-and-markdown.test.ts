/**
 * The docs for machines over HTTP, from the production server: /llms.txt, /llms-full.txt and every page's
 * Markdown at its address plus `.md`.
 */
import { getDocsSite } from '@/lib/content';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(() => server?.stop());

const SITE = 'https://docs.intuition.systems';
const site = getDocsSite();

/** The Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');

function expectNoMdx(markdown: string) {
  const text = prose(markdown);
  for (const leftover of ['<Tabs', '<TabItem', '<Card', '<Mermaid', '<QueryRunner', ':::', '{#']) {
    expect(text).not.toContain(leftover);
  }
  expect(text).not.toMatch(/^(import|export) /m);
}

describe('GET /llms.txt', () => {
  it('answers plain text that lists every guide’s Markdown by sidebar section', async () => {
    const response = await fetch(`${server.url}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Intuition Documentation\n\n> .+\n/);
    for (const path of [...site.docs.map((d) => d.path), ...site.generatedIndexes.map((g) => g.path)]) {
      expect(text).toContain(`](${SITE}${path}.md)`);
    }
    expect(text).toContain(
      `- [Atoms](${SITE}/guides/primitives/atoms.md): ${site.docs.find((d) => d.path === '/guides/primitives/atoms')!.frontmatter.description}`,
    );
    expect(text).toMatch(/^## Using the Primitives$/m);
    expect(text).toMatch(
      /^## Optional\n\n- \[Getting Started\]\(https:\/\/docs\.intuition\.systems\/getting-started\.md\)/m,
    );
    expect(text).toContain(`- [Release notes](${SITE}/release-notes.md): `);
  });

  it('links only addresses that answer', async () => {
    const text = await (await fetch(`${server.url}/llms.txt`)).text();
    const links = [...text.matchAll(/\]\((https:\/\/docs\.intuition\.systems[^)]*)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(50);
    for (const link of links) {
      const response = await fetch(`${server.url}${new URL(link).pathname}`, { method: 'HEAD' });
      expect([link, response.status]).toEqual([link, 200]);
    }
  }, 60_000);
});

describe('GET /llms-full.txt', () => {
  it('answers every guide as Markdown in one plain-text file', async () => {
    const response = await fetch(`${server.url}/llms-full.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const doc of site.docs) {
      expect(text).toContain(`# ${doc.frontmatter.title}\n\n> `);
      expect(text).toContain(`Source: <${SITE}${doc.path}>`);
    }
    expectNoMdx(text);
  });
});

describe('GET <page>.md', () => {
  it('answers a guide as text/markdown: title, description, source and body', async () => {
    const response = await fetch(`${server.url}/guides/overview/the-primitives.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('link')).toBe(`<${SITE}/guides/overview/the-primitives>; rel="canonical"`);
    const text = await response.text();
    expect(text).toMatch(/^# The Primitives\n\n> Atoms, triples and signal/);
    expect(text).toContain(`Source: <${SITE}/guides/overview/the-primitives>`);
    // The page's `:::tip` without a title and its `:::warning Don't hash ids yourself`.
    expect(text).toContain('> **Tip:** When you build a data-entry flow');
    expect(text).toContain("> **Don't hash ids yourself**\n>\n> An atom id is not an unsalted");
    expect(text).toContain('```mermaid\n');
    expectNoMdx(text);
  });

  it('answers the guides home at /guides.md and a generated index page', async () => {
    const home = await fetch(`${server.url}/guides.md`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(
      /^# .+\n\n> .+\n\nSource: <https:\/\/docs\.intuition\.systems\/guides>/,
    );
    const index = await fetch(`${server.url}/guides/category/use-cases.md`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain(
      `- [Decentralized Stack Overflow](${SITE}/guides/use-cases/decentralized-stack-overflow): `,
    );
  });

  it('answers a static page with its tabs expanded', async () => {
    const response = await fetch(`${server.url}/sdks/1ui.md`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('**pnpm**\n\n```bash\npnpm add @0xintuition/1ui@0.3.6\n```');
    expectNoMdx(text);
  });

  it('answers every guide without MDX left in it', async () => {
    for (const doc of site.docs) {
      const response = await fetch(`${server.url}${doc.path}.md`);
      expect([doc.path, response.status]).toEqual([doc.path, 200]);
      expectNoMdx(await response.text());
    }
  }, 60_000);

  it.each(['/guides/no-such-page.md', '/no-such-page.md', '/guides/overview/the-primitives.md/extra'])(
    'answers 404 for %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
    },
  );

  it('is announced by the HTML page as its Markdown alternate', async () => {
    const html = await (await fetch(`${server.url}/guides/primitives/atoms`)).text();
    expect(html).toContain(
      `<link rel="alternate" type="text/markdown" href="${SITE}/guides/primitives/atoms.md"/>`,
    );
  });
});
