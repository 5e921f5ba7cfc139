import { searchPages, type SearchablePage } from '@/lib/search/page-search';

const pages: SearchablePage[] = [
  {
    path: '/guides/primitives/atoms',
    title: 'Atoms',
    description: 'Create canonical identifiers.',
    headings: [{ id: 'creating-atoms', text: 'Creating atoms' }],
    text: 'Call multiVaultCreateAtoms with the atom data and a deposit.',
  },
  {
    path: '/guides/primitives/triples',
    title: 'Triples',
    description: 'Subject, predicate and object.',
    headings: [{ id: 'nested-triples', text: 'Nested triples' }],
    text: 'A triple links three atoms. Deposit on the counter triple to disagree.',
  },
];

describe('searchPages', () => {
  const cases: [string, string[]][] = [
    ['atoms', ['/guides/primitives/atoms', '/guides/primitives/triples']],
    ['nested', ['/guides/primitives/triples']],
    ['counter triple', ['/guides/primitives/triples']],
    ['multivaultcreateatoms', ['/guides/primitives/atoms']],
    ['trip', ['/guides/primitives/triples']],
    ['zebra', []],
    ['  ', []],
  ];
  it.each(cases)('%j finds %j', (query, expected) => {
    expect(searchPages(pages, query).map((r) => r.path)).toEqual(expected);
  });

  it('points to the matching section', () => {
    expect(searchPages(pages, 'nested triples')[0]?.section).toEqual({
      id: 'nested-triples',
      text: 'Nested triples',
    });
  });
});
