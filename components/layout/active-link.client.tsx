'use client';
import { usePathname } from 'next/navigation';
import { SiteLink } from './site-link';

/** A navbar link marked as current while the route is under `activeBase`. */
export function ActiveLink({
  href,
  activeBase,
  label,
}: {
  href: string;
  activeBase?: string;
  label: string;
}) {
  const pathname = usePathname();
  const base = activeBase ?? href;
  const active = pathname === base || pathname.startsWith(`${base}/`);
  return (
    <SiteLink
      href={href}
      aria-current={active ? 'page' : undefined}
      className="rounded-md px-3 py-2 text-[0.95rem] font-medium text-[var(--fg)] no-underline hover:text-[var(--link)] aria-[current=page]:text-[var(--link)]"
    >
      {label}
    </SiteLink>
  );
}
