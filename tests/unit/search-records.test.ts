/**
 * Search records are the page's text: page furniture that marks the text (an evidence link, a heading's hash
 * link, a code block's title) is not in them, so neither search snippets nor AI answers quote "[source]".
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Evidence } from '@/components/mdx/evidence';
import { recordsFromPage } from '@/lib/search/records';

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
});
