import { siteConfig } from '@/lib/site-config';
import { FooterColumn } from './footer-column';
import { SiteLogo } from './site-logo';
import { SocialIcon } from './social-icon';

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

export const SITE_FOOTER_CLASS = 'mt-auto border-t border-[var(--border)] bg-[var(--bg-soft)]';

/**
 * The site footer. Pure presentation: a build writes its inside once as static HTML (scripts/build-prose.mts),
 * which the layout shows through SiteFooterHost without hydrating it or carrying it in the page's payload; without
 * the build (`next dev`) the layout renders this component.
 */
export function SiteFooter() {
  return (
    <footer className={SITE_FOOTER_CLASS}>
      <SiteFooterContent />
    </footer>
  );
}

export function SiteFooterContent() {
  const year = new Date().getFullYear();
  return (
    // The bottom padding keeps the copyright line clear of the comment toolbox fixed at the bottom.
    <div className="mx-auto max-w-[1080px] px-4 pt-10 pb-24">
      <div className="grid grid-cols-2 gap-x-8 gap-y-8 lg:grid-cols-4">
        {siteConfig.footer.map((column) => (
          <FooterColumn key={column.title} title={column.title}>
            <ul className="m-0 list-none space-y-1 p-0 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {isExternal(link.href) ? (
                    <a
                      href={link.href}
                      className="inline-flex min-h-6 items-center text-[var(--fg-muted)] no-underline hover:text-[var(--link)]"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {link.label}
                    </a>
                  ) : (
                    // Routed by RoutedLinks' document handler: no link component to hydrate.
                    <a
                      href={link.href}
                      className="inline-flex min-h-6 items-center text-[var(--fg-muted)] no-underline hover:text-[var(--link)]"
                      data-routed=""
                    >
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
      </div>
      <div className="mt-10 flex flex-col items-center gap-4 border-t border-[var(--border)] pt-6 sm:flex-row sm:justify-between">
        <div className="flex items-center gap-3">
          <SiteLogo height={36} />
        </div>
        <ul className="m-0 flex list-none gap-2 p-0" aria-label="Social links">
          {siteConfig.socials.map((social) => (
            <li key={social.label}>
              <a
                href={social.href}
                aria-label={`Intuition on ${social.label}`}
                className="inline-flex h-9 w-9 items-center justify-center rounded-md text-[var(--fg-muted)] hover:bg-[var(--bg-muted)] hover:text-[var(--fg)]"
                rel="noopener noreferrer"
                target="_blank"
              >
                <SocialIcon name={social.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-4 text-center text-sm text-[var(--fg-muted)]">
        Copyright © {siteConfig.copyrightSince}–{year} {siteConfig.copyrightHolder}
      </p>
    </div>
  );
}
