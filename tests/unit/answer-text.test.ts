/**
 * The AI answer's Markdown rendering: citations become links to their sources, links keep only safe
 * addresses, and text is never read as HTML.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AnswerText } from '@/components/search/answer-text';

const sources = [
  { title: 'Triples', url: '/guides/primitives/triples' },
  { title: 'Atoms', url: '/guides/primitives/atoms#creating-atoms' },
];
const render = (text: string) =>
  renderToStaticMarkup(createElement(AnswerText, { text, sources, onNavigate: () => {} }));

describe('AnswerText', () => {
  it.each([
    [
      'a citation links to its source',
      'A triple has three parts [1].',
      '<p>A triple has three parts <a href="/guides/primitives/triples" class="ask-citation" aria-label="Source 1: Triples">1</a>.</p>',
    ],
    ['a citation without a source stays text', 'See [7].', '<p>See <sup>[7]</sup>.</p>'],
    [
      'HTML is shown, not run',
      '<script>alert(1)</script> **bold**',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <strong>bold</strong></p>',
    ],
    ['a javascript: link loses its address', '[click](javascript:alert(1))', '<p>click)</p>'],
    [
      'a list and inline code',
      '- use `createAtom`\n- then [Atoms](/guides/primitives/atoms)',
      '<ul><li>use <code>createAtom</code></li><li>then <a href="/guides/primitives/atoms">Atoms</a></li></ul>',
    ],
    [
      'a fenced block, even while still open',
      'Run:\n\n```ts\nconst x = 1;',
      '<p>Run:</p><pre class="ask-code"><code>const x = 1;</code></pre>',
    ],
  ])('%s', (_name, text, html) => {
    expect(render(text)).toBe(html);
  });
});
