/** Deletes a webhook and its deliveries. */
import { deleteWebhookAction } from '@/lib/webhooks/actions';

export const dynamic = 'force-dynamic';
export const POST = deleteWebhookAction;
