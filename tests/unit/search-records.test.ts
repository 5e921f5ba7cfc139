/**
 * Search records are the page's text: page furniture that marks the text (an evidence link, a heading's hash
 * link, a code block's title) is not in them, so neither search snippets nor AI answers quote "[source]".
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Evidence } from '@/components/mdx/evidence';
import { recordsFromPage, recordsFromPages } from '@/lib/search/records';

const page = (body: string) =>
  `<html><head><title>Fees | Docs</title></head><body><main><div class="markdown"><h1>Fees</h1>${body}</div></main></body></html>`;

describe('search records of a rendered page', () => {
  const evidence = renderToStaticMarkup(
    createElement(Evidence, {
      source: '0xIntuition/intuition-contracts-v2@4b4ee8e:src/protocol/MultiVault.sol#L1',
    }),
  );
  const tested = renderToStaticMarkup(createElement(Evidence, { test: 'Parameter setters' }));

  it('renders the evidence link the records must leave out', () => {
    expect(evidence).toContain('[source]');
    expect(tested).toContain('[tested]');
  });

  it.each([
    [
      'a paragraph',
      '<p>Ask in the <a href="https://discord.gg/abc">Discord</a> or read <a href="/faq">the FAQ</a>.</p>',
    ],
    [
      'a list item',
      '<ul><li>Ask in the <a href="https://discord.gg/abc">Discord</a> or read <a href="/faq">the FAQ</a>.</li></ul>',
    ],
    [
      'a table row',
      '<table><tr><th>Where</th></tr><tr><td>The <a href="https://discord.gg/abc">Discord</a>, <a href="#top">top</a></td></tr></table>',
    ],
  ])(
    "keeps the addresses of %s's links to other sites with their text, and no site or page link",
    (_, body) => {
      const records = recordsFromPage({ path: '/help', html: page(body) });
      const block = records.find((record) => record.content?.includes('Discord'))!;
      expect(block.links).toEqual([{ text: 'Discord', href: 'https://discord.gg/abc' }]);
    },
  );

  // The shape lib/mdx/rehype-code gives a code block: div.code-block > [div.code-block-title] + its code.
  const codeBlock = (title: string | null, code: string) =>
    `<div class="code-block" data-language="ts">${title === null ? '' : `<div class="code-block-title">${title}</div>`}<div class="code-block-content"><pre class="shiki"><code>${code}</code></pre><span class="code-block-lang" aria-hidden="true">ts</span><button type="button" class="code-copy">Copy</button></div></div>`;
  it.each([
    ['a file name', 'app/api/pin/route.ts'],
    ['words', 'Variables'],
  ])("keeps a code block's title (%s) as its caption, not in its text", (_, title) => {
    const records = recordsFromPage({
      path: '/help',
      html: page(
        `<p>Before.</p>${codeBlock(title, 'export const x = 1')}${codeBlock(null, 'const y = 2')}<p>After.</p>`,
      ),
    });
    const code = records.filter((record) => record.block === 'code');
    expect(code.map((record) => [record.content, record.caption])).toEqual([
      ['export const x = 1', title],
      ['const y = 2', undefined],
    ]);
    expect(records.filter((record) => record.caption !== undefined)).toHaveLength(1);
  });

  it('keeps no links for a code block or a block without links to other sites', () => {
    const records = recordsFromPage({
      path: '/help',
      html: page(
        `<p>Read <a href="/faq">the FAQ</a>${evidence}.</p><pre><code>// https://example.com</code></pre>`,
      ),
    });
    expect(records.every((record) => record.links === undefined)).toBe(true);
  });

  it.each([
    ['a paragraph', `<p>Anyone may call sweep.${evidence} The fees go to the multisig.${tested}</p>`],
    [
      'a list item',
      `<ul><li>Anyone may call sweep.${evidence} The fees go to the multisig.${tested}</li></ul>`,
    ],
    [
      'a table row',
      `<table><thead><tr><th>Call</th><th>Who</th></tr></thead><tbody><tr><td>sweep${evidence}</td><td>Anyone may call sweep. The fees go to the multisig.${tested}</td></tr></tbody></table>`,
    ],
  ])('leave evidence links out of %s', (_, body) => {
    const records = recordsFromPage({ path: '/fees', html: page(body) });
    const text = records.map((r) => r.content ?? '').join(' ');
    expect(text).toContain('Anyone may call sweep.');
    expect(text).toContain('The fees go to the multisig.');
    expect(text).not.toMatch(/\[(source|tested)\]/);
  });

  it.each([
    [
      'a card',
      '<ul><li><a href="#x"><p>Atoms</p><div>Unique identifiers.</div></a> more</li></ul>',
      'Atoms Unique identifiers. more',
    ],
    ['a table cell', '<table><tr><td><div>One</div><div>Two</div></td></tr></table>', 'One Two'],
    [
      'inline marks inside a word',
      '<p>Multi<strong>Vault</strong> and <code>create</code>s</p>',
      'MultiVault and creates',
    ],
  ])('reads the blocks inside %s as words apart, and inline marks as part of their word', (_, body, text) => {
    const records = recordsFromPage({ path: '/fees', html: page(body) });
    expect(records.map((r) => r.content)).toContain(text);
  });

  // As lib/mdx/remark-admonitions renders `:::warning Title` with a body.
  const callout = (title: string, body: string) =>
    `<aside class="admonition admonition-warning" aria-label="${title}"><p class="admonition-title">${title}</p><div class="admonition-body">${body}</div></aside>`;

  it.each([
    [
      'a paragraph',
      '<p>Some docs call it lengthen_lock.</p><p>Second.</p>',
      'Some docs call it lengthen_lock.',
    ],
    ['a list', '<ul><li>First step.</li><li>Second step.</li></ul>', 'First step.'],
  ])(
    "a callout's own title is a record, and names itself on the body's first block (%s)",
    (_, body, first) => {
      const records = recordsFromPage({
        path: '/locks',
        html: page(callout('The function is extend_lock', body)),
      });
      const content = records.filter((record) => record.type === 'content');
      expect(content.map((record) => record.content)).toContain('The function is extend_lock');
      expect(
        content.filter((record) => record.opens).map((record) => [record.content, record.opens]),
      ).toEqual([[first, 'The function is extend_lock']]);
    },
  );

  it.each([
    ['a default title', callout('Warning', '<p>Mind the gap.</p>')],
    ['a body that opens with code', callout('Run this', '<pre><code>npm test</code></pre><p>Then read.</p>')],
    [
      'a block outside any callout',
      '<p>The function is extend_lock.</p><p>Some docs call it lengthen_lock.</p>',
    ],
  ])('names no callout title for %s', (_, body) => {
    const records = recordsFromPage({ path: '/locks', html: page(body) });
    expect(records.filter((record) => record.opens)).toEqual([]);
  });

  describe('an entry with its own heading inside a list item (a release)', () => {
    const entry = (id: string, date: string, title: string, summary: string) =>
      `<li id="${id}"><article aria-labelledby="${id}-title"><p>${date}</p><h2 id="${id}-title">${title}</h2>` +
      `<div class="markdown"><p>${summary}</p></div></article></li>`;
    const records = recordsFromPage({
      path: '/release-notes',
      html: page(
        '<ol>' +
          entry('pinning', 'June 1, 2026 · api', 'Pinning needs a key', 'Pin from a server.') +
          entry('sdk', 'December 8, 2025 · sdk · 2.0.2', 'SDK release', 'The production release.') +
          '</ol>',
      ),
    });
    const under = (heading: string) =>
      records.filter((r) => r.hierarchy.lvl2 === heading && r.content).map((r) => [r.content, r.url]);

    it.each([
      ['Pinning needs a key', 'pinning', ['June 1, 2026 · api', 'Pin from a server.']],
      ['SDK release', 'sdk', ['December 8, 2025 · sdk · 2.0.2', 'The production release.']],
    ])('files the line above %j (its date) under it, block by block', (heading, id, texts) => {
      expect(under(heading)).toEqual(texts.map((text) => [text, `/release-notes#${id}-title`]));
    });

    it('does not also index the whole entry as one block', () => {
      expect(
        records.some((r) => r.content?.includes('Pin from a server.') && r.content.includes('api')),
      ).toBe(false);
    });
  });

  describe('a block that only links to another page', () => {
    const titled = (title: string, body: string) =>
      `<html><head><title>${title} | Docs</title></head><body><main><div class="markdown"><h1>${title}</h1>${body}</div></main></body></html>`;
    const home = {
      path: '/',
      html: titled(
        'Home',
        '<h2 id="resources">Resources</h2><ul>' +
          '<li><a href="/apps">Apps built on Intuition</a></li>' +
          '<li><a href="/apps#explorers">Explorers</a></li>' +
          '<li><a href="/nowhere">Not indexed</a></li>' +
          '<li><a href="https://example.org/apps">Elsewhere</a></li>' +
          '<li><a href="/apps">Apps</a>, explorers and tools</li>' +
          '<li><a href="#resources">Here</a></li>' +
          '</ul><p>After the list.</p>',
      ),
    };
    const apps = { path: '/apps', html: titled('Apps', '<p>Applications you can use today.</p>') };
    const records = recordsFromPages([home, apps]);
    const on = (path: string) => records.filter((r) => r.url_without_anchor === path);

    it('is indexed as the linked page, under its title, and not as the page it is on', () => {
      const moved = on('/apps').filter((r) => r.block === 'link');
      expect(moved.map((r) => [r.content, r.url, r.hierarchy.lvl1, r.hierarchy.lvl2])).toEqual([
        ['Apps built on Intuition', '/apps', 'Apps', null],
        ['Explorers', '/apps', 'Apps', null],
      ]);
      expect(on('/').map((r) => r.content)).not.toContain('Apps built on Intuition');
    });

    it.each(['Not indexed', 'Elsewhere', 'Apps, explorers and tools'])(
      'stays on its page when it links outside the index or says more than the link: %j',
      (text) => {
        expect(on('/').find((r) => r.content === text)?.url).toBe('/#resources');
      },
    );

    it('leaves every page numbered in order, each record with its own id', () => {
      for (const path of ['/', '/apps']) {
        expect(on(path).map((r) => r.position)).toEqual(on(path).map((_, i) => i));
        expect(on(path).map((r) => r.objectID)).toEqual(on(path).map((_, i) => `${path}#${i}`));
      }
    });

    it('keeps every link where it is when one page is read alone', () => {
      expect(recordsFromPage(home).map((r) => r.content)).toContain('Apps built on Intuition');
    });
  });

  // A card is a link around its blocks (<a class="card"><p class="card-title">…</p>…</a>): each block in it names
  // the linked page, as a block made of one link does, however deep it sits and whatever wraps the card.
  describe('a block inside a link to another page (a card)', () => {
    const titled = (title: string, body: string) =>
      `<html><head><title>${title} | Docs</title></head><body><main><div class="markdown"><h1>${title}</h1>${body}</div></main></body></html>`;
    const card = (href: string, title: string) =>
      `<a class="card" href="${href}"><p class="card-eyebrow">Guide</p><p class="card-title">${title}</p><div class="card-body">About it.</div></a>`;
    const wrappers: [string, (inner: string) => string][] = [
      ['a grid', (inner) => `<div class="card-grid">${inner}</div>`],
      ['a list item', (inner) => `<ul><li>${inner}</li></ul>`],
      ['nested divs', (inner) => `<div><section><div>${inner}</div></section></div>`],
    ];
    const target = { path: '/apps', html: titled('Apps', '<p>Applications you can use today.</p>') };
    it.each(wrappers)('in %s, is the linked page’s, and its page keeps its own prose', (_, wrap) => {
      const page = {
        path: '/guides/x',
        html: titled(
          'X',
          `<p>Own words.</p><h2 id="related">Related</h2>${wrap(card('/apps#explorers', 'Explorers list'))}`,
        ),
      };
      const records = recordsFromPages([page, target]);
      const on = (path: string) => records.filter((r) => r.url_without_anchor === path);
      const moved = on('/apps').filter((r) => r.block === 'link');
      expect(moved.some((r) => r.content?.includes('Explorers list'))).toBe(true);
      expect(moved.every((r) => r.url === '/apps')).toBe(true);
      expect(on('/guides/x').map((r) => r.content)).toEqual([null, 'Own words.', null]);
    });
    it.each([
      ['another site', 'https://example.org/apps'],
      ['a page not indexed', '/nowhere'],
      ['its own page', '/guides/x#related'],
    ])('linking to %s, stays where it is', (_, href) => {
      const page = {
        path: '/guides/x',
        html: titled('X', `<h2 id="related">Related</h2>${card(href, 'Explorers list')}`),
      };
      const records = recordsFromPages([page, target]);
      expect(records.find((r) => r.content === 'Explorers list')?.url).toBe('/guides/x#related');
    });
  });
});
