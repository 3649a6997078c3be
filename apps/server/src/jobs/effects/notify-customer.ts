import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema';
import { mailerOf } from '../../notifications/mailer';
import { type Effect, PermanentError } from './effect';

const notifyCustomerPayload = z.object({ notificationId: z.string() });
export type NotifyCustomerPayload = z.infer<typeof notifyCustomerPayload>;

/** Sends a queued shopper email; the notification row records each attempt and the outcome. */
export const notifyCustomer: Effect<NotifyCustomerPayload> = {
  payload: notifyCustomerPayload,
  logKind: 'email',
  async run({ deps, row, payload }) {
    const [n] = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, payload.notificationId), eq(notifications.storeId, row.storeId)));
    if (!n) throw new PermanentError('The notification no longer exists');
    const sent = await mailerOf(deps).send({
      idempotencyKey: n.id,
      to: n.recipient,
      subject: n.subject,
      text: n.body,
    });
    return {
      request: { channel: n.channel, to: n.recipient, subject: n.subject, event: n.event },
      response: { id: sent.id },
      apply: async (tx) => {
        const now = deps.clock();
        await tx
          .update(notifications)
          .set({
            status: 'sent',
            sentAt: now,
            attempts: row.attempts + 1,
            lastError: null,
            providerMessageId: sent.id,
            updatedAt: now,
          })
          .where(eq(notifications.id, n.id));
      },
    };
  },
  async onFailure(tx, payload, failure) {
    await tx
      .update(notifications)
      .set({
        attempts: failure.attempt,
        lastError: failure.message,
        updatedAt: failure.now,
        ...(failure.final ? { status: 'failed' as const } : {}),
      })
      .where(eq(notifications.id, payload.notificationId));
  },
};
