import type { ReactNode } from 'react';
import { SiteLink } from '../layout/site-link';

export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid not-markdown">{children}</div>;
}

export function Card({ href, title, children }: { href: string; title: string; children?: ReactNode }) {
  const external = /^https?:\/\//.test(href);
  const body = (
    <>
      <p className="card-title">{title}</p>
      {children && <div className="card-body">{children}</div>}
    </>
  );
  return external ? (
    <a href={href} className="card" rel="noopener noreferrer" target="_blank">
      {body}
    </a>
  ) : (
    <SiteLink href={href} className="card">
      {body}
    </SiteLink>
  );
}
