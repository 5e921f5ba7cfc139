import type { ReactNode } from 'react';
import { SiteLink } from '../layout/site-link';

export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid not-markdown">{children}</div>;
}

export interface CardProps {
  href: string;
  title: string;
  /** A small line above the title (a category, a kind). */
  eyebrow?: string;
  className?: string;
  children?: ReactNode;
}

/** A linked card: site links navigate in place, other addresses open in a new tab. */
export function Card({ href, title, eyebrow, className, children }: CardProps) {
  const external = /^https?:\/\//.test(href);
  const classes = className ? `card ${className}` : 'card';
  const body = (
    <>
      {eyebrow && <p className="card-eyebrow">{eyebrow}</p>}
      <p className="card-title">{title}</p>
      {children && <div className="card-body">{children}</div>}
    </>
  );
  return external ? (
    <a href={href} className={classes} rel="noopener noreferrer" target="_blank">
      {body}
    </a>
  ) : (
    <SiteLink href={href} className={classes}>
      {body}
    </SiteLink>
  );
}
