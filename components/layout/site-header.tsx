import { SearchButton } from '@/components/search/search-button.client';
import { searchConfig } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import { ActiveLink } from './active-link.client';
import { HeaderScrollBehavior } from './header-scroll.client';
import { MobileMenu } from './mobile-menu.client';
import { NavDropdown } from './nav-dropdown.client';
import { SiteLogo } from './site-logo';
import { ThemeToggle } from './theme-toggle.client';

const HEADER_ID = 'site-header';

export function SiteHeader() {
  return (
    <header id={HEADER_ID} className="site-header">
      <nav aria-label="Main" className="mx-auto flex h-full max-w-[1440px] items-center gap-2 px-4">
        <MobileMenu items={siteConfig.navbar} />
        {/* Routed by RoutedLinks' document handler: no link component to hydrate. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a routed link (RoutedLinks) */}
        <a
          href="/"
          className="mr-4 flex shrink-0 items-center"
          aria-label={`${siteConfig.title} home`}
          data-routed=""
        >
          <SiteLogo />
        </a>
        <ul className="m-0 hidden list-none items-center gap-1 p-0 lg:flex">
          {siteConfig.navbar.map((item) => (
            <li key={item.label}>
              {item.type === 'link' ? (
                <ActiveLink href={item.href} activeBase={item.activeBase} label={item.label} />
              ) : (
                <NavDropdown label={item.label} groups={item.groups} />
              )}
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <SearchButton config={searchConfig()} />
          <ThemeToggle />
          <a
            href="https://github.com/0xIntuition"
            className="hidden h-9 w-9 items-center justify-center rounded-md text-[var(--fg-muted)] hover:bg-[var(--bg-muted)] hover:text-[var(--fg)] sm:inline-flex"
            aria-label="Intuition on GitHub"
            rel="noopener noreferrer"
            target="_blank"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.7 1.3 3.4 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0c2.2-1.5 3.2-1.2 3.2-1.2.6 1.6.2 2.8.1 3.1.8.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5Z" />
            </svg>
          </a>
        </div>
      </nav>
      <HeaderScrollBehavior targetId={HEADER_ID} />
    </header>
  );
}
