import { parseGitLog } from '@/lib/content/last-updated';

describe('parseGitLog', () => {
  it('keeps the newest date of each file', () => {
    const output =
      '\u00002026-05-02T10:00:00+00:00\n\ncontent/guides/a.mdx\n\u00002026-01-01T00:00:00+00:00\n\ncontent/guides/a.mdx\ncontent/guides/b.mdx\n';
    const dates = parseGitLog(output);
    expect(dates.get('content/guides/a.mdx')).toBe('2026-05-02T10:00:00+00:00');
    expect(dates.get('content/guides/b.mdx')).toBe('2026-01-01T00:00:00+00:00');
  });
});
