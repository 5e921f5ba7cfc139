/** The team dashboard's navigation: one link per area, the current one marked, and Sign out. */
import Link from 'next/link';

export const TEAM_AREAS = [
  { href: '/team', label: 'Inbox' },
  { href: '/team/feedback', label: 'Page feedback' },
  { href: '/team/questions', label: 'AI questions' },
  { href: '/team/webhooks', label: 'Webhooks' },
  { href: '/team/settings', label: 'Settings' },
  { href: '/team/members', label: 'Members' },
] as const;

export function TeamNav({ current, memberName }: { current: string; memberName: string }) {
  return (
    <nav aria-label="Team dashboard" className="team-nav">
      <ul>
        {TEAM_AREAS.map((area) => (
          <li key={area.href}>
            <Link href={area.href} aria-current={area.href === current ? 'page' : undefined}>
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
      <form action="/api/team/logout" method="post" className="team-signout">
        <span className="text-sm text-[var(--fg-muted)]">{memberName}</span>
        <button type="submit">Sign out</button>
      </form>
    </nav>
  );
}
