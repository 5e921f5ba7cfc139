import { siteConfig } from '@/lib/site-config';
import { DismissAnnouncement } from './announcement-bar.client';
import { SiteLink } from './site-link';

/** Server-rendered so it takes its space from the first paint; the head script hides it if dismissed. */
export function AnnouncementBar() {
  const announcement = siteConfig.announcement;
  if (!announcement) return null;
  return (
    <section
      className="announcement-bar relative flex min-h-10 items-center justify-center bg-[var(--accent)] px-12 py-2 text-center text-sm font-medium text-[var(--accent-fg)]"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
    >
      {announcement.href ? (
        <SiteLink href={announcement.href} className="text-[var(--accent-fg)] underline underline-offset-2">
          {announcement.text}
        </SiteLink>
      ) : (
        <span>{announcement.text}</span>
      )}
      <DismissAnnouncement id={announcement.id} />
    </section>
  );
}
