/**
 * The frame of every team dashboard page: navigation, the page title, and the notice or error an action
 * left in the address (`?notice=` / `?error=`).
 */
import type { ReactNode } from 'react';
import type { TeamMember } from '@/lib/team/accounts';
import { TeamNav } from './team-nav';

export interface TeamPageProps {
  path: string;
  title: string;
  member: TeamMember;
  notice?: string;
  error?: string;
  children: ReactNode;
}

export function TeamPage({ path, title, member, notice, error, children }: TeamPageProps) {
  return (
    <main id="main-content" className="team-main">
      <TeamNav current={path} memberName={member.name} />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {notice && (
          <p role="status" className="team-notice">
            {notice}
          </p>
        )}
        {error && (
          <p role="alert" className="team-error">
            {error}
          </p>
        )}
        {children}
      </div>
    </main>
  );
}
