import 'server-only';
/**
 * The team dashboard's webhook actions (route handlers under /api/team/webhooks), each through `teamAction`:
 * same-origin only, signed-in member, validated body; forms get a 303 back with a notice, fetch gets JSON.
 * Adding answers fetch callers with the new secret, the one time it is ever shown.
 */
import { serverEnv } from '../env';
import { teamAction } from '../team/actions';
import {
  createWebhook,
  createWebhookBody,
  deleteWebhook,
  sendTestDelivery,
  setWebhookEnabled,
  setWebhookEnabledBody,
  webhookIdBody,
} from './webhooks';

const projectId = () => serverEnv().WIDGET_PUBLIC_ID;

export const createWebhookAction = teamAction(createWebhookBody, async ({ db }, body) => {
  const { webhook, secret } = await createWebhook(db, projectId(), body);
  return {
    // Forms (no JavaScript) cannot be shown the secret without putting it in the address bar.
    notice: `Webhook added for ${webhook.url}. Its signing secret is only shown on a page running JavaScript: delete the webhook and add it again there to get one.`,
    json: {
      ok: true,
      notice: `Webhook added for ${webhook.url}`,
      webhook: { ...webhook, createdAt: webhook.createdAt.toISOString() },
      secret,
    },
  };
});

export const setWebhookEnabledAction = teamAction(setWebhookEnabledBody, async ({ db }, body) => {
  const webhook = await setWebhookEnabled(db, projectId(), body);
  return { notice: `Webhook ${webhook.enabled ? 'enabled' : 'disabled'}: ${webhook.url}` };
});

export const deleteWebhookAction = teamAction(webhookIdBody, async ({ db }, body) => {
  const webhook = await deleteWebhook(db, projectId(), body.id);
  return { notice: `Webhook deleted: ${webhook.url}` };
});

export const sendTestDeliveryAction = teamAction(webhookIdBody, async ({ db, member }, body) => {
  const webhook = await sendTestDelivery(db, projectId(), body.id, member);
  return { notice: `Test delivery queued for ${webhook.url}: see the delivery log below` };
});
