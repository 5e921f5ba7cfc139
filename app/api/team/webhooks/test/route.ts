/** Queues a test delivery to a webhook. */
import { sendTestDeliveryAction } from '@/lib/webhooks/actions';

export const dynamic = 'force-dynamic';
export const POST = sendTestDeliveryAction;
