/**
 * Issue 26, class 11: page reads by agents and crawlers are counted within a per-client limit (the views' limit,
 * RATE_LIMIT_VIEWS_PER_IP_MINUTE), so a loop of requests or a spoofed crawler adds at most that much a minute,
 * and every address of one IPv6 /64 is one client.
 */
import { countPageRead, takePendingReads } from '@/lib/analytics/page-read-queue';
import { serverEnv } from '@/lib/env';
import { addressKey } from '@/lib/server/request';

const views = (pathname: string) =>
  takePendingReads()
    .filter((read) => read.pathname === pathname)
    .reduce((total, read) => total + read.views, 0);

it('counts at most the per-minute limit of reads from one client, then the next minute again', () => {
  const limit = serverEnv().RATE_LIMIT_VIEWS_PER_IP_MINUTE;
  const minute = new Date('2026-11-26T10:00:05Z');
  takePendingReads();
  for (let i = 0; i < 300; i++) countPageRead('/guides/a', 'crawler', '203.0.113.5', minute);
  expect(views('/guides/a')).toBe(limit);
  for (let i = 0; i < 5; i++) countPageRead('/guides/a', 'crawler', '203.0.113.6', minute);
  expect(views('/guides/a')).toBe(5);
  countPageRead('/guides/a', 'crawler', '203.0.113.5', new Date('2026-11-26T10:01:05Z'));
  expect(views('/guides/a')).toBe(1);
});

it('counts the addresses of one IPv6 /64 as one client', () => {
  const limit = serverEnv().RATE_LIMIT_VIEWS_PER_IP_MINUTE;
  const minute = new Date('2026-11-26T11:00:05Z');
  takePendingReads();
  for (let i = 1; i <= 300; i++)
    countPageRead('/guides/b', 'agent', addressKey(`2001:db8:26:11::${i.toString(16)}`, 64), minute);
  expect(views('/guides/b')).toBe(limit);
});
