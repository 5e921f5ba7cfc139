/**
 * Reader and operator text read as a key: a word, a form field, a search attribute or a setting named like a
 * property of every object ("constructor", "__proto__", "toString") is a name like any other — never a property
 * inherited from Object.prototype. Every name of Object.prototype, through each place that looks text up by name.
 */
import fc from 'fast-check';
import { questionTerm } from '@/lib/ai/question-words';
import { adminCommand } from '@/lib/comments/admin';
import { hasNoAttributeSelector } from '@/lib/comments/anchors';
import { cssEscape } from '@/widget/anchoring/node-path';
import { decodeBody } from '@/lib/server/body';
import { isModerationSettingKey } from '@/lib/comments/moderation-settings';
import { parseProjectSetting } from '@/lib/comments/projects';
import { runsOnChainFiles } from '@/lib/content/runs-on-chain-note';
import { recordFilter, type SearchParams } from '@/lib/search/algolia-protocol';
import type { DocRecord } from '@/lib/search/records';

const NAMES = Object.getOwnPropertyNames(Object.prototype);

const record = {
  objectID: '/a#0',
  url: '/a',
  url_without_anchor: '/a',
  anchor: null,
  content: 'text',
  type: 'content',
  hierarchy: { lvl0: 'Docs', lvl1: 'A', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs',
  position: 0,
} as unknown as DocRecord;

describe.each(NAMES)('%j', (name) => {
  it('is a question word with its own stems', () => {
    const term = questionTerm(name.toLowerCase());
    expect(term.word).toBe(name.toLowerCase());
    expect(term.stems.length).toBeGreaterThan(0);
    expect(term.stems.every((stem) => typeof stem === 'string')).toBe(true);
  });

  it('is a form field like any other, its value a string', async () => {
    const body = new TextEncoder().encode(
      `${encodeURIComponent(name)}=x&${encodeURIComponent(name)}=y&email=a`,
    );
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
    const decoded = (await decodeBody(body, headers, 'form-or-json')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(decoded, name)?.value).toEqual(['x', 'y']);
    expect(decoded.email).toBe('a');
  });

  it('names no attribute of a search record', () => {
    for (const path of [name, `hierarchy.${name}`, `${name}.lvl0`]) {
      const params = { facetFilters: [`${path}:x`], filters: '' } as unknown as SearchParams;
      expect(recordFilter(params)!.test(record)).toBe(false);
      const negated = { facetFilters: [`-${path}:undefined`], filters: '' } as unknown as SearchParams;
      expect(recordFilter(negated)!.test(record)).toBe(false);
    }
  });

  it('is no setting and no test file', () => {
    expect(isModerationSettingKey(name)).toBe(false);
    expect(() => parseProjectSetting(name, 'x')).toThrow(/Unknown setting/);
    expect(runsOnChainFiles(name)).toEqual([]);
  });
});

describe("the inbox's check of a comment's element path (lib/comments/anchors hasNoAttributeSelector)", () => {
  it('reads every path the widget writes, whatever its id', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined }),
        fc.array(fc.tuple(fc.constantFrom('div', 'p', 'li', 'h2', 'custom-el'), fc.nat(30)), {
          maxLength: 5,
        }),
        (id, steps) => {
          const tags = steps.map(([tag, n]) => (n > 0 ? `${tag}:nth-of-type(${n})` : tag));
          const path = [id === undefined ? 'html' : `#${cssEscape(id)}`, ...tags].join(' > ');
          expect(hasNoAttributeSelector(path)).toBe(true);
        },
      ),
    );
  });

  it.each([
    ...NAMES.map((name) => `[${name}]`),
    ...NAMES.map((name) => `p[${name}]`),
    '#main > div[data-x]',
    '#a > div > [toString]',
    '#a\\[ > [b]',
  ])('does not read %j, an attribute selector', (path) => {
    expect(hasNoAttributeSelector(path)).toBe(false);
  });

  it.each(['main > article > div.markdown > p:nth-of-type(2)', 'main h2#how', '#a\\[b\\] > p', 'div:has(p)'])(
    'reads %j, a path of tags, ids, classes and positions',
    (path) => {
      expect(hasNoAttributeSelector(path)).toBe(true);
    },
  );
});

describe('operator settings (lib/comments/admin adminCommand)', () => {
  it('refuses a "__proto__" setting, which a record would drop without a word', () => {
    const settings = JSON.parse('{"__proto__":"x","status":"off"}') as unknown;
    const parsed = adminCommand.safeParse({ command: 'project-set', publicId: 'p', settings });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('Unknown setting \\"__proto__\\"');
    expect(
      adminCommand.safeParse({ command: 'project-set', publicId: 'p', settings: { status: 'off' } }).success,
    ).toBe(true);
  });
});
