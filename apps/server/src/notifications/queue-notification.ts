import type { Tx } from '../db/client';
import { notifications, type RequestRow } from '../db/schema';
import type { PlannedEffect } from '../jobs/enqueue';
import { composeNotification } from './compose-notification';

/**
 * Writes a queued email in the caller's transaction and answers the side effect that sends it, or
 * nothing when the request has no customer email. The notification id is the send's idempotency key.
 */
export async function queueNotification(
  tx: Tx,
  request: RequestRow,
  message: { event: string; subject: string; body: string; recipient?: string },
  now: Date,
): Promise<PlannedEffect | null> {
  const recipient = (message.recipient ?? request.customerEmail).trim();
  if (!recipient) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      storeId: request.storeId,
      requestId: request.id,
      recipient,
      subject: message.subject,
      body: message.body,
      event: message.event,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not written');
  return { effect: 'notify_customer', payload: { notificationId: row.id } };
}

/** The email announcing a customer-visible event, addressed to the request's (possibly new) email. */
export function queueEventNotification(
  tx: Tx,
  request: RequestRow,
  event: { type: string; message: string },
  now: Date,
): Promise<PlannedEffect | null> {
  return queueNotification(tx, request, { event: event.type, ...composeNotification(request, event) }, now);
}
