import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content-error';
import { parseCategoryFile, parseDocFrontmatter } from '@/lib/content/frontmatter';
import { loadContent } from '@/lib/content/load';
import { tempFolder } from '../helpers/temp-folder';

const file = 'content/guides/x/page.mdx';

describe('parseDocFrontmatter', () => {
  const bad: [string, unknown, RegExp][] = [
    [
      'missing title',
      { description: 'd' },
      /content\/guides\/x\/page\.mdx: invalid frontmatter: field "title"/,
    ],
    ['empty description', { title: 't', description: ' ' }, /field "description" is required/],
    [
      'position as text',
      { title: 't', description: 'd', sidebar_position: 'two' },
      /field "sidebar_position"/,
    ],
    ['tags not a list', { title: 't', description: 'd', tags: 'a,b' }, /field "tags"/],
    ['draft not boolean', { title: 't', description: 'd', draft: 'yes' }, /field "draft"/],
    [
      'unknown field',
      { title: 't', description: 'd', sidebar_positon: 1 },
      /unknown field\(s\) "sidebar_positon"/,
    ],
    ['slug with spaces', { title: 't', description: 'd', slug: 'my page' }, /field "slug"/],
  ];
  it.each(bad)('rejects %s, naming the file and field', (_name, data, message) => {
    expect(() => parseDocFrontmatter(file, data)).toThrow(ContentError);
    expect(() => parseDocFrontmatter(file, data)).toThrow(message);
  });

  it('accepts a complete frontmatter and fills defaults', () => {
    expect(
      parseDocFrontmatter(file, { title: 'T', description: 'D', sidebar_position: 2, tags: ['a'] }),
    ).toEqual({
      title: 'T',
      description: 'D',
      sidebar_position: 2,
      tags: ['a'],
      draft: false,
      hide_table_of_contents: false,
    });
  });
});

describe('parseCategoryFile', () => {
  it('rejects a generated-index slug without a leading slash', () => {
    expect(() =>
      parseCategoryFile('c/_category_.json', { label: 'C', link: { type: 'generated-index', slug: 'x' } }),
    ).toThrow(/c\/_category_\.json: invalid category file: field "link.slug"/);
  });
});

describe('loadContent', () => {
  it('fails on a page with invalid YAML, naming the file', () => {
    const dir = tempFolder('content');
    fs.writeFileSync(path.join(dir, 'broken.mdx'), '---\ntitle: [unclosed\n---\nText\n');
    expect(() => loadContent({ root: dir, includeDrafts: false })).toThrow(
      /broken\.mdx: frontmatter is not valid YAML/,
    );
  });
});
