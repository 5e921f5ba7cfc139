/** Enables or disables a webhook. */
import { setWebhookEnabledAction } from '@/lib/webhooks/actions';

export const dynamic = 'force-dynamic';
export const POST = setWebhookEnabledAction;
