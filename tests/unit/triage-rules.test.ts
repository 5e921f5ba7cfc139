/** The pure parts of issue 21: the spam rules' text checks and the GitHub hand-off addresses and source lines. */
import { hostKey } from '@/lib/comments/comparable-text';
import { duplicateKey, hostsIn, linksIn, textHoldReason } from '@/lib/comments/spam-rules';
import { editPageUrl, newIssueUrl, sourceLineOf } from '@/lib/comments/github-handoff';

const settings = { maxLinks: 2, blockedWords: ['casino'], blockedDomains: ['spam.example'] };

describe('spam rules', () => {
  it('counts http(s) and www links', () => {
    expect(linksIn('a https://x.example/1 b http://y.example www.z.example c')).toHaveLength(3);
    expect(textHoldReason('https://a.example https://b.example', settings, undefined)).toBeNull();
    expect(textHoldReason('https://a.example https://b.example www.c.example', settings, undefined)).toBe(
      'links',
    );
  });
  it('matches blocked words whole, in any case, and not inside other words', () => {
    expect(textHoldReason('Best CASINO bonus', settings, undefined)).toBe('blocked-word');
    expect(textHoldReason('casinos and occasional', settings, undefined)).toBeNull();
  });
  it('matches blocked domains and their subdomains, linked or bare, not look-alikes', () => {
    expect(hostsIn('go to https://www.Spam.example/x')).toContain(hostKey('www.spam.example'));
    expect(textHoldReason('see deals.spam.example', settings, undefined)).toBe('blocked-domain');
    expect(textHoldReason('see notspam.example', settings, undefined)).toBeNull();
  });
  it('holds a filled honeypot only', () => {
    expect(textHoldReason('hello', settings, 'http://bot')).toBe('honeypot');
    expect(textHoldReason('hello', settings, '')).toBeNull();
    expect(textHoldReason('hello', settings, undefined)).toBeNull();
  });
  it('compares duplicates without case, spacing and final punctuation', () => {
    expect(duplicateKey('Great  docs!!')).toBe(duplicateKey('great docs'));
    expect(duplicateKey('great docs')).not.toBe(duplicateKey('great doc'));
  });
});

describe('GitHub hand-off', () => {
  const source = [
    '---',
    'title: Atoms',
    '---',
    '',
    '## How atoms work {#how}',
    '',
    'An **atom** is the [smallest unit](/x) of knowledge in the graph.',
    '',
  ].join('\n');
  it('finds the line of the quoted text through Markdown formatting', () => {
    expect(sourceLineOf(source, { quote: { exact: 'An atom is the smallest unit of knowledge' } })).toBe(7);
  });
  it('finds the heading an element id names, and gives up otherwise', () => {
    expect(sourceLineOf(source, { nodeId: 'main h2#how' })).toBe(5);
    expect(sourceLineOf(source, { nodeId: 'main > p:nth-of-type(9)' })).toBeNull();
  });
  it('prefills a new issue with the page, the quote, the comment and the link back', () => {
    const url = new URL(
      newIssueUrl(
        'o/n',
        'https://docs.example',
        {
          id: 'c1',
          pathname: '/guides/a',
          text: 'Typo here',
          anchor: { selectedText: 'smallest unit', pageTitle: 'Spoofed | Docs' },
        },
        'Atoms',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/o/n/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback on Atoms');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('https://docs.example/guides/a');
    expect(body).toContain('> smallest unit');
    expect(body).toContain('> Typo here');
    expect(body).toContain('https://docs.example/guides/a?comment=c1');
  });
  it('links the editor at a line when known', () => {
    expect(editPageUrl('o/n', 'content/guides/a b.mdx', 7)).toBe(
      'https://github.com/o/n/edit/main/content/guides/a%20b.mdx#L7',
    );
    expect(editPageUrl('o/n', 'content/guides/a.mdx', null)).toBe(
      'https://github.com/o/n/edit/main/content/guides/a.mdx',
    );
  });
});
