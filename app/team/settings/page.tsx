import type { Metadata } from 'next';
import { TeamPage } from '@/components/team/team-page';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { getProject } from '@/lib/comments/projects';
import { listProjectIds } from '@/lib/comments/inbox';
import { requireTeamPage } from '@/lib/team/page-guard';
import { getModerationSettings } from '@/lib/comments/moderation-settings';
import { ModerationFields } from '../_triage/moderation-fields';

export const metadata: Metadata = { title: 'Project settings', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function TeamSettingsPage({
  searchParams,
}: {
  searchParams: Promise<{ project?: string; notice?: string; error?: string }>;
}) {
  const member = await requireTeamPage('/team/settings');
  const search = await searchParams;
  const db = await getDb();
  const ids = await listProjectIds(db);
  const id = search.project && ids.includes(search.project) ? search.project : serverEnv().WIDGET_PUBLIC_ID;
  const [project, moderation] = await Promise.all([getProject(db, id), getModerationSettings(db, id)]);
  return (
    <TeamPage
      path="/team/settings"
      title="Project settings"
      member={member}
      notice={search.notice}
      error={search.error}
    >
      {ids.length > 1 && (
        <form method="get" className="mt-4 flex items-end gap-2">
          <label className="flex flex-col text-sm">
            Project
            <select name="project" defaultValue={id} className="team-input">
              {ids.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <button type="submit" className="team-button">
            Open
          </button>
        </form>
      )}
      {project ? (
        <form action="/api/team/settings" method="post" className="mt-6 flex max-w-xl flex-col gap-4">
          <input type="hidden" name="project" value={project.publicId} />
          <input
            type="hidden"
            name="back"
            value={`/team/settings?project=${encodeURIComponent(project.publicId)}`}
          />
          <p className="m-0 text-sm text-[var(--fg-muted)]">
            Project <code>{project.publicId}</code>. Changes apply to the page widget at once.
          </p>
          <fieldset className="flex gap-4">
            <legend className="font-medium">Widget status</legend>
            <label>
              <input type="radio" name="status" value="on" defaultChecked={project.status === 'on'} /> On
            </label>
            <label>
              <input type="radio" name="status" value="off" defaultChecked={project.status === 'off'} /> Off
              (the widget is hidden on every page)
            </label>
          </fieldset>
          <label>
            <input type="checkbox" name="onlyAuth" defaultChecked={project.onlyAuth} /> Only signed-in readers
            may comment (onlyAuth)
          </label>
          <label>
            <input type="checkbox" name="allowMobile" defaultChecked={project.allowMobile} /> Show the widget
            on mobile devices (allowMobile)
          </label>
          <label className="flex flex-col">
            <span className="font-medium">Plan</span>
            <select name="plan" defaultValue={project.plan} className="team-input max-w-xs">
              <option value="starter">starter</option>
              <option value="pro">pro</option>
              <option value="business">business</option>
            </select>
          </label>
          <label className="flex flex-col">
            <span className="font-medium">Allowed origins</span>
            <span className="text-sm text-[var(--fg-muted)]">
              Sites besides this one that may embed the widget: one origin per line, e.g. https://example.com
            </span>
            <textarea
              name="allowedOrigins"
              rows={4}
              defaultValue={project.allowedOrigins.join('\n')}
              className="team-input font-mono"
            />
          </label>
          <ModerationFields settings={moderation} />
          <button type="submit" className="team-button-primary self-start">
            Save settings
          </button>
        </form>
      ) : (
        <p className="mt-6">
          The project {id} has not been created yet: it appears once the widget is first used.
        </p>
      )}
    </TeamPage>
  );
}
