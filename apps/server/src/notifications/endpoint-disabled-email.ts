import { eq } from 'drizzle-orm';
import { notifications, stores, webhookEndpoints } from '../db/schema';
import { ownerOf } from '../db/tenant-scope';
import type { Deps } from '../deps';
import { ACCOUNT_EMAIL_QUEUE, RETRY } from '../outbox/queue';
import { executorOf } from '../outbox/sql-executor';
import { merchantAddress } from './queue-notification';
import { renderEmail } from './render-email';

/**
 * Tells the merchant an endpoint failed for the whole retry schedule and was turned off. The email
 * belongs to no request, so it rides the account-email queue (which sends any outbox row without one);
 * "Sent emails" lists it.
 */
export async function emailEndpointDisabled(deps: Deps, endpointId: string): Promise<void> {
  const db = ownerOf(deps.db);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        url: webhookEndpoints.url,
        kind: webhookEndpoints.kind,
        storeId: webhookEndpoints.storeId,
        storeName: stores.name,
      })
      .from(webhookEndpoints)
      .innerJoin(stores, eq(stores.id, webhookEndpoints.storeId))
      .where(eq(webhookEndpoints.id, endpointId));
    if (!row) return;
    const to = await merchantAddress(tx, row.storeId);
    if (!to.to) return;
    const klaviyo = row.kind === 'klaviyo';
    const link = `${deps.config.publicUrl ?? ''}/admin/settings/${klaviyo ? 'integrations' : 'webhooks'}`;
    const template = klaviyo
      ? {
          subject: 'Sending events to Klaviyo stopped',
          heading: 'Sending events to Klaviyo stopped',
          body: 'Klaviyo refused every event for three days (often a revoked or wrong private API key), so Roundtrip stopped sending. Save a working key on the Integrations page to resume.',
          button: 'Open integrations',
        }
      : {
          subject: 'A webhook endpoint was turned off',
          heading: 'A webhook endpoint was turned off',
          body: `Every delivery to ${row.url} failed for three days, so Roundtrip stopped sending to it. Fix the receiver, then turn the endpoint back on and replay the failed deliveries from the webhooks page.`,
          button: 'Open webhooks',
        };
    const rendered = await renderEmail({
      template,
      values: {},
      brand: { storeName: row.storeName, logoUrl: '', color: '' },
      buttonUrl: link,
      language: 'en',
    });
    const [inserted] = await tx
      .insert(notifications)
      .values({
        storeId: row.storeId,
        requestId: null,
        audience: 'merchant',
        kind: 'merchant_needs_attention',
        language: 'en',
        recipient: to.to,
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        event: 'webhook_disabled',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: notifications.id });
    if (!inserted) throw new Error('webhook email not written');
    await deps.sender.send(
      ACCOUNT_EMAIL_QUEUE,
      { notificationId: inserted.id },
      { ...RETRY, db: executorOf(tx) },
    );
  });
}
