import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { notifications, stores } from '../../db/schema';
import { composeEmail } from '../../notifications/compose-email';
import { mailerOf } from '../../notifications/mailer';
import { BouncedError } from '../../notifications/smtp-mailer';
import { PermanentError } from '../../outbox/effect-errors';
import { notifyCustomerPayload } from '../../outbox/payloads';
import type { Effect } from './effect';

export type NotifyCustomerPayload = z.infer<typeof notifyCustomerPayload>;

/** The From of a store's emails: the store's name on the configured address. */
function fromOf(address: string, storeName: string): string {
  const email = /<([^>]+)>/.exec(address)?.[1] ?? address.trim();
  return `"${storeName.replace(/["\\]/g, '')}" <${email}>`;
}

/**
 * Sends a queued email (to the shopper, or the merchant's own). The first attempt renders it and keeps
 * the result on the row, so a retry sends the very same message and the outbox shows what was sent.
 * A 5xx answer is a bounce: not retried, and the request is flagged for the merchant.
 */
export const notifyCustomer: Effect<NotifyCustomerPayload> = {
  payload: notifyCustomerPayload,
  logKind: 'email',
  async run({ deps, row, payload }) {
    const [n] = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, payload.notificationId), eq(notifications.storeId, row.storeId)));
    if (!n) throw new PermanentError('The notification no longer exists');
    const [store] = await deps.db.select().from(stores).where(eq(stores.id, n.storeId));
    if (!store) throw new PermanentError('The store no longer exists');
    let email = { subject: n.subject, text: n.body, html: n.html };
    if (!n.subject) {
      email = await composeEmail(deps, n, store);
      await deps.db
        .update(notifications)
        .set({ subject: email.subject, body: email.text, html: email.html, updatedAt: deps.clock() })
        .where(eq(notifications.id, n.id));
    }
    const from = fromOf(deps.config.emailFrom ?? 'returns@localhost', store.name);
    const replyTo = n.audience === 'shopper' ? store.supportEmail.trim() : '';
    const sent = await mailerOf(deps).send({
      idempotencyKey: n.id,
      from,
      ...(replyTo && { replyTo }),
      to: n.recipient,
      ...email,
    });
    return {
      request: {
        channel: n.channel,
        to: n.recipient,
        subject: email.subject,
        kind: n.kind,
        language: n.language,
      },
      response: { id: sent.id, transport: sent.transport },
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
            transport: sent.transport,
            updatedAt: now,
          })
          .where(eq(notifications.id, n.id));
      },
    };
  },
  async onFailure(tx, payload, failure) {
    const bounced = failure.error instanceof BouncedError;
    const [n] = await tx
      .update(notifications)
      .set({
        attempts: failure.attempt,
        lastError: failure.message,
        updatedAt: failure.now,
        ...(bounced ? { status: 'bounced' as const } : failure.final ? { status: 'failed' as const } : {}),
      })
      .where(eq(notifications.id, payload.notificationId))
      .returning({ recipient: notifications.recipient, audience: notifications.audience });
    // Only a shopper's address bouncing needs the merchant: a bounce of the merchant's own email
    // would only announce itself to the same address.
    if (bounced && n?.audience === 'shopper')
      return { needsAttention: `The email to ${n.recipient} bounced: ${failure.message}` };
  },
};
