/** Adds a webhook (JSON answers carry its secret, shown once). */
import { createWebhookAction } from '@/lib/webhooks/actions';

export const dynamic = 'force-dynamic';
export const POST = createWebhookAction;
