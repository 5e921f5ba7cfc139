/** The delivery log: the latest deliveries with their state, attempts and the receiver's last answer. */
import type { DeliveryView } from '@/lib/webhooks/webhooks';

export interface DeliveryLogProps {
  deliveries: DeliveryView[];
  eventLabels: Record<string, string>;
  /** How many the log shows at most (for its caption). */
  size: number;
}

function Time({ value }: { value: Date }) {
  const iso = value.toISOString();
  return <time dateTime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`}</time>;
}

const STATUS_CLASS: Record<DeliveryView['status'], string> = {
  delivered: 'text-green-700 dark:text-green-400',
  pending: 'text-amber-700 dark:text-amber-300',
  failed: 'text-red-700 dark:text-red-400',
};

function lastAnswer(delivery: DeliveryView): string {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.lastStatus !== null) return `HTTP ${delivery.lastStatus}`;
  return '—';
}

export function DeliveryLog({ deliveries, eventLabels, size }: DeliveryLogProps) {
  if (deliveries.length === 0) return <p className="mt-2 text-[var(--fg-muted)]">No deliveries yet.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="team-table">
        <caption className="text-left text-sm text-[var(--fg-muted)]">
          The latest {size} deliveries, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Webhook</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last answer</th>
            <th scope="col">Queued</th>
            <th scope="col">Delivered or next attempt</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{eventLabels[delivery.event] ?? delivery.event}</td>
              <td className="break-all">{delivery.webhookUrl}</td>
              <td className={`font-medium ${STATUS_CLASS[delivery.status]}`}>{delivery.status}</td>
              <td>{delivery.attempts}</td>
              <td className="break-words">{lastAnswer(delivery)}</td>
              <td>
                <Time value={delivery.createdAt} />
              </td>
              <td>
                {delivery.deliveredAt ? (
                  <Time value={delivery.deliveredAt} />
                ) : delivery.status === 'pending' ? (
                  <>
                    next: <Time value={delivery.nextAttemptAt} />
                  </>
                ) : (
                  'gave up'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
