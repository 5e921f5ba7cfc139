import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content-error';
import { CONTENT_PAGES_WITH_SOURCES, loadContentPage } from '@/lib/pages/content-pages';
import type { ContentPageRoute } from '@/lib/pages/routes';
import { parseDocFrontmatter } from '@/lib/content/frontmatter';
import {
  assertSourcesPresent,
  formatSourcesReport,
  pagesByAgeOfSources,
  sourceLabel,
  sourcesRequired,
  sourceUrl,
} from '@/lib/content/sources';
import { getDocsSite } from '@/lib/content/index';
import { SITE_URL_TOKEN, withSiteUrl } from '@/lib/content/load';
import { siteConfig } from '@/lib/site-config';
import type { DocMeta } from '@/lib/content/types';
import { tempFolder } from '../helpers/temp-folder';

const file = 'content/guides/smart-contracts/x.mdx';
const base = { title: 'T', description: 'D' };
const repoSource = {
  repo: '0xIntuition/intuition-expo',
  path: 'package.json',
  commit: '8272992ba37ef5f4b746133e9adabbf9f8e9ca23',
  checked: '2025-12-09',
};
const packageSource = { package: '@0xintuition/protocol', version: '2.0.2', checked: '2026-01-05' };

describe('sources frontmatter', () => {
  it('accepts a repository at a commit and a package at a version', () => {
    const fm = parseDocFrontmatter(file, { ...base, sources: [repoSource, packageSource] });
    expect(fm.sources).toEqual([repoSource, packageSource]);
  });

  it('reads an unquoted YAML date (a Date object) as YYYY-MM-DD', () => {
    const fm = parseDocFrontmatter(file, {
      ...base,
      sources: [{ ...repoSource, checked: new Date('2025-12-09') }],
    });
    expect(fm.sources?.[0]?.checked).toBe('2025-12-09');
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty list', [], /field "sources" must list at least one source/],
    ['a list of strings', ['0xIntuition/intuition-expo'], /field "sources.0"/],
    [
      'a repository without commit',
      [{ ...repoSource, commit: undefined }],
      /field "sources.0" needs "commit"/,
    ],
    ['a repository without path', [{ ...repoSource, path: undefined }], /needs "path"/],
    ['a short commit', [{ ...repoSource, commit: '8272' }], /field "sources.0.commit" must be 7 to 40/],
    ['an uppercase commit', [{ ...repoSource, commit: '8272992BA' }], /field "sources.0.commit"/],
    [
      'a repository that is a URL',
      [{ ...repoSource, repo: 'https://github.com/a/b' }],
      /field "sources.0.repo"/,
    ],
    ['an absolute path', [{ ...repoSource, path: '/etc/passwd' }], /field "sources.0.path" must be relative/],
    ['a path climbing out', [{ ...repoSource, path: 'a/../../b' }], /must be relative, without ".."/],
    ['a package without version', [{ ...packageSource, version: undefined }], /needs "version"/],
    [
      'a version range',
      [{ ...packageSource, version: '^2.0.1' }],
      /field "sources.0.version" must be an exact/,
    ],
    [
      'both repo and package',
      [{ ...repoSource, package: '@0xintuition/sdk' }],
      /names both a "repo" and a "package"/,
    ],
    ['neither repo nor package', [{ path: 'x', checked: '2025-01-01' }], /needs a "repo"/],
    ['no date', [{ ...repoSource, checked: undefined }], /field "sources.0.checked"/],
    [
      'a date in another format',
      [{ ...repoSource, checked: '09/12/2025' }],
      /must be a date written YYYY-MM-DD/,
    ],
    ['an impossible date', [{ ...repoSource, checked: '2025-02-30' }], /must be a date written YYYY-MM-DD/],
    [
      'a date in the future',
      [{ ...repoSource, checked: '2999-01-01' }],
      /"sources.0.checked" is in the future/,
    ],
    ['an unknown field', [{ ...repoSource, branch: 'main' }], /unknown field\(s\) "branch"/],
  ];
  it.each(bad)('rejects %s, naming the file and field', (_name, sources, message) => {
    expect(() => parseDocFrontmatter(file, { ...base, sources })).toThrow(ContentError);
    expect(() => parseDocFrontmatter(file, { ...base, sources })).toThrow(message);
  });
});

function doc(id: string, sources?: unknown[]): DocMeta {
  return {
    id,
    path: `/guides/${id}`,
    file: `content/guides/${id}.mdx`,
    dir: id.split('/')[0]!,
    frontmatter: parseDocFrontmatter(`content/guides/${id}.mdx`, { ...base, sources }),
    body: '',
    bodyLineOffset: 0,
    isCategoryIndex: false,
  };
}

describe('which pages must list sources', () => {
  it('requires them by folder and by page, not elsewhere', () => {
    expect(sourcesRequired('smart-contracts/atom-warden')).toBe(true);
    expect(sourcesRequired('template-apps/index')).toBe(true);
    expect(sourcesRequired('overview/the-economics')).toBe(true);
    expect(sourcesRequired('overview/vision')).toBe(false);
    expect(sourcesRequired('use-cases/decentralized-social-media')).toBe(false);
    expect(sourcesRequired('smart-contracts-extra/x')).toBe(false);
  });

  it('fails naming every page that lacks them', () => {
    const docs = [
      doc('smart-contracts/a'),
      doc('run-node/b'),
      doc('overview/vision'),
      doc('sdks/c', [packageSource]),
    ];
    expect(() => assertSourcesPresent(docs)).toThrow(
      /missing in content\/guides\/smart-contracts\/a\.mdx, content\/guides\/run-node\/b\.mdx$/,
    );
    expect(() => assertSourcesPresent([docs[2]!, docs[3]!])).not.toThrow();
  });

  it('holds for the real guides: every page in those areas lists sources', () => {
    const site = getDocsSite({ includeDrafts: true });
    expect(() => assertSourcesPresent(site.docs)).not.toThrow();
    expect(site.docs.filter((d) => sourcesRequired(d.id)).length).toBeGreaterThan(30);
  });
});

describe('labels and links', () => {
  it('writes a repository at its short commit and a package at its version', () => {
    expect(sourceLabel(repoSource)).toBe('0xIntuition/intuition-expo@8272992');
    expect(sourceUrl(repoSource)).toBe(
      'https://github.com/0xIntuition/intuition-expo/blob/8272992ba37ef5f4b746133e9adabbf9f8e9ca23/package.json',
    );
    expect(sourceLabel(packageSource)).toBe('@0xintuition/protocol@2.0.2');
    expect(sourceUrl(packageSource)).toBe('https://www.npmjs.com/package/@0xintuition/protocol/v/2.0.2');
  });
});

describe('pagesByAgeOfSources', () => {
  const docs = [
    doc('sdks/new', [{ ...packageSource, checked: '2026-03-01' }]),
    doc('smart-contracts/mixed', [
      { ...repoSource, checked: '2026-02-01' },
      { ...packageSource, checked: '2025-11-30' },
    ]),
    doc('overview/vision'),
    doc('sdks/also-new', [{ ...packageSource, checked: '2026-03-01' }]),
  ];

  it('lists pages by their oldest check, ties by file, and skips pages without sources', () => {
    expect(pagesByAgeOfSources(docs).map((p) => [p.file, p.oldest])).toEqual([
      ['content/guides/smart-contracts/mixed.mdx', '2025-11-30'],
      ['content/guides/sdks/also-new.mdx', '2026-03-01'],
      ['content/guides/sdks/new.mdx', '2026-03-01'],
    ]);
  });

  it('prints each page with its age and every source', () => {
    const text = formatSourcesReport(pagesByAgeOfSources(docs), new Date('2025-12-10T12:00:00Z'));
    expect(text.split('\n').slice(0, 3)).toEqual([
      '2025-11-30 (10 days)  content/guides/smart-contracts/mixed.mdx',
      '    2026-02-01  0xIntuition/intuition-expo@8272992 package.json',
      '    2025-11-30  @0xintuition/protocol@2.0.2',
    ]);
    expect(formatSourcesReport([])).toBe('No page lists sources.');
  });
});

describe('the site URL token', () => {
  it('is replaced by the configured site URL, without a doubled slash', () => {
    expect(withSiteUrl('{"url": "{{site_url}}/api/mcp"} and {{site_url}}', 'https://docs.example.org/')).toBe(
      '{"url": "https://docs.example.org/api/mcp"} and https://docs.example.org',
    );
  });

  it('gives the MCP quickstart the docs MCP discovery address of this site', () => {
    const page = getDocsSite().docs.find((d) => d.id === 'quickstart/mcp-integration')!;
    expect(page.body).toContain(`\`${siteConfig.url}/.well-known/mcp\``);
    expect(page.body).not.toContain(SITE_URL_TOKEN);
  });
});

describe('sources on static pages (content/pages)', () => {
  const write = (dir: string, frontmatter: string) => {
    fs.mkdirSync(path.join(dir, 'sdks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'protocol-package.mdx'), `---\n${frontmatter}\n---\n\nBody.\n`);
  };

  it('refuses a page about a package without sources, naming the file and the field', () => {
    const dir = tempFolder('pages');
    write(dir, 'title: Protocol Package\ndescription: The package.');
    expect(() => loadContentPage('/protocol-package', dir)).toThrow(
      /protocol-package\.mdx.*"sources" is required/,
    );
  });

  it('reads the sources of a page that lists them, and refuses a malformed one', () => {
    const dir = tempFolder('pages');
    write(
      dir,
      "title: Protocol Package\ndescription: The package.\nsources:\n  - package: '@0xintuition/protocol'\n    version: 2.0.2\n    checked: 2026-11-23",
    );
    expect(loadContentPage('/protocol-package', dir).sources).toEqual([
      { package: '@0xintuition/protocol', version: '2.0.2', checked: '2026-11-23' },
    ]);
    write(
      dir,
      "title: Protocol Package\ndescription: The package.\nsources:\n  - package: '@0xintuition/protocol'\n    checked: 2026-11-23",
    );
    expect(() => loadContentPage('/protocol-package', dir)).toThrow(/version/);
  });

  it('every static page that must have sources has them', () => {
    for (const route of CONTENT_PAGES_WITH_SOURCES) {
      expect(loadContentPage(route as ContentPageRoute).sources.length).toBeGreaterThan(0);
    }
  });
});
