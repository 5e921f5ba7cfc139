'use client';
import { usePathname } from 'next/navigation';

/**
 * A navbar link marked as current while the route is under `activeBase`. A plain link routed by RoutedLinks'
 * document handler (no next/link to hydrate); only its current mark follows the route.
 */
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
    <a
      href={href}
      data-routed=""
      aria-current={active ? 'page' : undefined}
      className="rounded-md px-3 py-2 text-[0.95rem] font-medium text-[var(--fg)] no-underline hover:text-[var(--link)] aria-[current=page]:text-[var(--link)]"
    >
      {label}
    </a>
  );
}
