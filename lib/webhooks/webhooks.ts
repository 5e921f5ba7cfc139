import 'server-only';
/**
 * Webhook configuration for the team dashboard: the validated shapes of its actions, adding a webhook (with a
 * generated secret returned once, never listed again), enabling / disabling, deleting, queuing a test
 * delivery, and the delivery log. Rows become view objects here; nothing else sees database shapes.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '../server/errors';
import { rowId } from '../server/params';
import type { TeamMember } from '../team/accounts';
import type { Db } from '../db/client';
import { WEBHOOK_EVENTS, webhookDeliveries, webhooks, type WebhookEvent } from '../db/schema';
import { testPayload, WEBHOOK_FORMATS, type DeliveryEvent, type WebhookFormat } from './payload';
import { enqueueWebhookEvent, wakeWebhookWorker } from './queue';
import { webhookSettings } from './settings';
import { checkWebhookTargetOnSave, WebhookTargetError } from './target-address';

/** Webhooks one project may have. */
export const MAX_WEBHOOKS = 20;
/** Entries of the delivery log shown in the dashboard. */
export const DELIVERY_LOG_SIZE = 50;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** https:// anywhere; plain http:// only to this machine (a receiver under test or a local relay). */
export const webhookUrl = z
  .string({ error: 'Enter the URL to send notifications to' })
  .trim()
  .min(1, 'Enter the URL to send notifications to')
  .max(2000, 'The URL must be at most 2000 characters')
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not a URL` });
      return;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'The URL must not contain a user name or password' });
    } else if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use an https:// URL (plain http:// is only allowed for 127.0.0.1 or localhost)',
      });
    } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'The URL must start with https://' });
    }
  })
  .transform((value) => new URL(value).toString());

/** One value (a form with one box ticked) or several (more boxes, or JSON) become a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

export const createWebhookBody = z.object({
  url: webhookUrl,
  format: z.enum(WEBHOOK_FORMATS, { error: 'The format must be json, slack or discord' }).default('json'),
  events: listOf(z.enum(WEBHOOK_EVENTS, { error: `Events must be among: ${WEBHOOK_EVENTS.join(', ')}` }))
    .refine((events) => events.length > 0, 'Choose at least one event')
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

export const webhookIdBody = z.object({
  id: rowId('No webhook named'),
});
export type WebhookIdBody = z.infer<typeof webhookIdBody>;

export const setWebhookEnabledBody = webhookIdBody.extend({
  enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'enabled must be true or false',
  }),
});
export type SetWebhookEnabledBody = z.infer<typeof setWebhookEnabledBody>;

export interface WebhookView {
  id: number;
  url: string;
  format: WebhookFormat;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: Date;
}

export interface DeliveryView {
  id: string;
  webhookId: number;
  webhookUrl: string;
  event: DeliveryEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** A signing secret: 32 random bytes, base64url, with a prefix that says what it is. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const viewColumns = {
  id: webhooks.id,
  url: webhooks.url,
  format: webhooks.format,
  events: webhooks.events,
  enabled: webhooks.enabled,
  createdAt: webhooks.createdAt,
};

export async function listWebhooks(db: Db, projectId: string): Promise<WebhookView[]> {
  return db.select(viewColumns).from(webhooks).where(eq(webhooks.projectId, projectId)).orderBy(webhooks.id);
}

/**
 * Adds a webhook; the secret is returned here only. A URL whose host is (or resolves to) a private address
 * is refused, unless WEBHOOK_ALLOW_PRIVATE=1 (it is checked again at every send).
 */
export async function createWebhook(
  db: Db,
  projectId: string,
  body: CreateWebhookBody,
): Promise<{ webhook: WebhookView; secret: string }> {
  try {
    await checkWebhookTargetOnSave(body.url, webhookSettings().allowPrivate);
  } catch (error) {
    if (error instanceof WebhookTargetError) throw new ApiError(400, error.message);
    throw error;
  }
  const secret = generateWebhookSecret();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [existing] = await t.select({ n: count() }).from(webhooks).where(eq(webhooks.projectId, projectId));
    if ((existing?.n ?? 0) >= MAX_WEBHOOKS) {
      throw new ApiError(400, `A project can have at most ${MAX_WEBHOOKS} webhooks: delete one first`);
    }
    const [webhook] = await t
      .insert(webhooks)
      .values({ projectId, url: body.url, format: body.format, events: body.events, secret })
      .returning(viewColumns);
    return { webhook: webhook!, secret };
  });
}

export async function setWebhookEnabled(
  db: Db,
  projectId: string,
  input: SetWebhookEnabledBody,
): Promise<WebhookView> {
  const [webhook] = await db
    .update(webhooks)
    .set({ enabled: input.enabled })
    .where(and(eq(webhooks.id, input.id), eq(webhooks.projectId, projectId)))
    .returning(viewColumns);
  if (!webhook) throw new ApiError(404, 'No such webhook');
  return webhook;
}

/** Deletes a webhook and its deliveries (pending ones are not sent). */
export async function deleteWebhook(db: Db, projectId: string, id: number): Promise<WebhookView> {
  const [webhook] = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.projectId, projectId)))
    .returning(viewColumns);
  if (!webhook) throw new ApiError(404, 'No such webhook');
  return webhook;
}

/** Queues a `test` delivery to one enabled webhook, whatever events it is subscribed to. */
export async function sendTestDelivery(
  db: Db,
  projectId: string,
  id: number,
  member: TeamMember,
): Promise<WebhookView> {
  const webhook = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .select(viewColumns)
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.projectId, projectId)));
    if (!row) throw new ApiError(404, 'No such webhook');
    if (!row.enabled) throw new ApiError(409, 'This webhook is disabled: enable it before sending a test');
    await enqueueWebhookEvent(t, testPayload(projectId, webhookSettings().siteUrl, member.name), {
      webhookId: row.id,
    });
    return row;
  });
  wakeWebhookWorker();
  return webhook;
}

/** The latest deliveries of the project's webhooks, newest first. */
export async function listDeliveries(
  db: Db,
  projectId: string,
  limit = DELIVERY_LOG_SIZE,
): Promise<DeliveryView[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhookId,
      webhookUrl: webhooks.url,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhooks.projectId, projectId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows;
}
