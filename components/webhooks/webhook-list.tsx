/** The configured webhooks, each with its Enable/Disable, Send a test and Delete forms. */
import type { WebhookView } from '@/lib/webhooks/webhooks';

export interface WebhookListProps {
  webhooks: WebhookView[];
  eventLabels: Record<string, string>;
  formatLabels: Record<string, string>;
}

function ActionForm({
  action,
  id,
  label,
  name,
  extra,
}: {
  action: string;
  id: number;
  label: string;
  name: string;
  extra?: Record<string, string>;
}) {
  return (
    <form action={action} method="post">
      <input type="hidden" name="back" value="/team/webhooks" />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="team-button" aria-label={name}>
        {label}
      </button>
    </form>
  );
}

export function WebhookList({ webhooks, eventLabels, formatLabels }: WebhookListProps) {
  if (webhooks.length === 0) return <p className="mt-2 text-[var(--fg-muted)]">No webhooks yet.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="team-table">
        <caption className="sr-only">Configured webhooks</caption>
        <thead>
          <tr>
            <th scope="col">URL</th>
            <th scope="col">Format</th>
            <th scope="col">Events</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <td className="break-all">{webhook.url}</td>
              <td>{formatLabels[webhook.format] ?? webhook.format}</td>
              <td>{webhook.events.map((event) => eventLabels[event] ?? event).join(', ')}</td>
              <td>{webhook.enabled ? 'Enabled' : 'Disabled'}</td>
              <td>
                <div className="flex flex-wrap gap-2">
                  <ActionForm
                    action="/api/team/webhooks/enabled"
                    id={webhook.id}
                    label={webhook.enabled ? 'Disable' : 'Enable'}
                    name={`${webhook.enabled ? 'Disable' : 'Enable'} ${webhook.url}`}
                    extra={{ enabled: webhook.enabled ? 'false' : 'true' }}
                  />
                  {webhook.enabled && (
                    <ActionForm
                      action="/api/team/webhooks/test"
                      id={webhook.id}
                      label="Send a test"
                      name={`Send a test to ${webhook.url}`}
                    />
                  )}
                  <ActionForm
                    action="/api/team/webhooks/delete"
                    id={webhook.id}
                    label="Delete"
                    name={`Delete ${webhook.url}`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
