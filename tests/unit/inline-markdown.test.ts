/**
 * Inline Markdown from the pages' data files (FAQ questions, card descriptions) rendered as MDX renders it,
 * and the search results' breadcrumb without empty levels.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { breadcrumb } from '@/components/search/search-results.client';
import { renderInlineMarkdown } from '@/lib/pages/markdown';

const html = (markdown: string, links?: boolean) =>
  renderToStaticMarkup(renderInlineMarkdown(markdown, links === undefined ? {} : { links }));

describe('renderInlineMarkdown', () => {
  it('renders code, emphasis and links inline, without a paragraph', () => {
    expect(html('Is there a `create-intuition-app` command?')).toBe(
      '<span class="inline-markdown">Is there a <code>create-intuition-app</code> command?</span>',
    );
    expect(html('**bold**, _soft_ and [a link](/faq)')).toBe(
      '<span class="inline-markdown"><strong>bold</strong>, <em>soft</em> and <a href="/faq">a link</a></span>',
    );
  });

  it('keeps only the text of links when the text sits inside a link (a card)', () => {
    expect(html('See [the SDK](https://example.com) and `npm i x`', false)).toBe(
      '<span class="inline-markdown">See <span>the SDK</span> and <code>npm i x</code></span>',
    );
  });

  it('drops raw HTML instead of rendering it', () => {
    expect(html('a <script>alert(1)</script> b')).not.toContain('<script');
  });
});

const EMPTY_HIERARCHY = Object.fromEntries(
  ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => [level, null]),
) as Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

describe('search result breadcrumbs', () => {
  const hit = (levels: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string | null>>) => ({
    objectID: '1',
    url: '/x',
    type: 'content' as const,
    content: null,
    hierarchy: { ...EMPTY_HIERARCHY, ...levels },
  });

  it('leaves out empty, blank and separator-only levels', () => {
    expect(breadcrumb(hit({ lvl0: '›', lvl1: 'Quickstart', lvl2: ' ', lvl3: 'Install' }))).toEqual([
      'Quickstart',
      'Install',
    ]);
    expect(breadcrumb(hit({ lvl0: 'Guides', lvl1: 'Atoms' }))).toEqual(['Guides', 'Atoms']);
  });
});
