import type { Metadata } from 'next';
import Link from 'next/link';
import { TeamPage } from '@/components/team/team-page';
import { DeliveryLog } from '@/components/webhooks/delivery-log';
import { WebhookCreateForm } from '@/components/webhooks/webhook-create-form.client';
import { WebhookList } from '@/components/webhooks/webhook-list';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { WEBHOOK_EVENTS } from '@/lib/db/schema';
import { requireTeamPage } from '@/lib/team/page-guard';
import { EVENT_LABELS } from '@/lib/webhooks/payload';
import { DELIVERY_LOG_SIZE, listDeliveries, listWebhooks } from '@/lib/webhooks/webhooks';

export const metadata: Metadata = { title: 'Webhooks', robots: { index: false } };
export const dynamic = 'force-dynamic';

const FORMAT_LABELS: Record<string, string> = {
  json: 'JSON (signed payload)',
  slack: 'Slack ({text})',
  discord: 'Discord ({content})',
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export default async function TeamWebhooksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const member = await requireTeamPage('/team/webhooks');
  const params = await searchParams;
  const db = await getDb();
  const projectId = serverEnv().WIDGET_PUBLIC_ID;
  const [webhooks, deliveries] = await Promise.all([
    listWebhooks(db, projectId),
    listDeliveries(db, projectId),
  ]);
  return (
    <TeamPage
      path="/team/webhooks"
      title="Webhooks"
      member={member}
      notice={one(params.notice)}
      error={one(params.error)}
    >
      <p className="mt-2 max-w-3xl text-[var(--fg-muted)]">
        On a new comment, a new reply or an unhelpful vote, the site POSTs a notification signed with
        HMAC-SHA256 (header X-Docs-Signature) to each enabled webhook subscribed to the event, retrying with
        backoff for 24 hours until the receiver answers 2xx.
      </p>
      <section aria-labelledby="add-webhook" className="mt-8">
        <h2 id="add-webhook" className="text-xl font-semibold">
          Add a webhook
        </h2>
        <WebhookCreateForm
          events={WEBHOOK_EVENTS.map((value) => ({ value, label: EVENT_LABELS[value] }))}
          formats={Object.entries(FORMAT_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </section>
      <section aria-labelledby="webhook-list" className="mt-10">
        <h2 id="webhook-list" className="text-xl font-semibold">
          Configured webhooks
        </h2>
        <WebhookList webhooks={webhooks} eventLabels={EVENT_LABELS} formatLabels={FORMAT_LABELS} />
      </section>
      <section aria-labelledby="delivery-log" className="mt-10">
        <div className="flex flex-wrap items-baseline gap-4">
          <h2 id="delivery-log" className="text-xl font-semibold">
            Delivery log
          </h2>
          <Link href="/team/webhooks" className="text-sm">
            Refresh
          </Link>
        </div>
        <DeliveryLog deliveries={deliveries} eventLabels={EVENT_LABELS} size={DELIVERY_LOG_SIZE} />
      </section>
    </TeamPage>
  );
}
