import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { containing } from '../../db/like-pattern';
import {
  customerSessions,
  integrationLogs,
  notifications,
  privacyExports,
  refunds,
  requestComments,
  requestEvents,
  requestItems,
  requestMedia,
  requests,
  shopifyWebhooks,
  sideEffects,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { recordRequestEvents } from '../../request-events/record-request-event';
import { customerRequests, type PrivacySubject } from './customer-requests';

/**
 * customers/redact: erases the customer's personal data and keeps what the merchant's accounting
 * needs. Requests stay (name, order, status, items, amounts, refunds) with the customer's name, email,
 * phone, address and bank details blanked; what they or the team wrote (item comments, messages,
 * notes, timeline texts, emails, integration payloads) is erased; photos are deleted from storage and
 * their rows removed; portal sessions of their orders, exports of their data, queued webhooks that
 * name them and their Klaviyo events are deleted.
 */
export async function redactCustomer(
  deps: Deps,
  storage: Storage,
  storeId: string,
  who: PrivacySubject,
): Promise<{ requests: number; photos: number }> {
  const found = await customerRequests(deps, storeId, who);
  const ids = found.map((r) => r.id);
  const orderIds = [...new Set([...found.map((r) => r.orderId), ...who.orderIds])];
  // Photos of their requests, and ones they uploaded on their orders without submitting.
  const media =
    ids.length + orderIds.length > 0
      ? await deps.db
          .select()
          .from(requestMedia)
          .where(
            and(
              eq(requestMedia.storeId, storeId),
              or(
                ids.length > 0 ? inArray(requestMedia.requestId, ids) : sql`false`,
                orderIds.length > 0 ? inArray(requestMedia.orderId, orderIds) : sql`false`,
              ),
            ),
          )
      : [];
  const exports = await deps.db
    .select()
    .from(privacyExports)
    .where(
      and(
        eq(privacyExports.storeId, storeId),
        or(
          who.customerId ? eq(privacyExports.customerId, who.customerId) : sql`false`,
          who.email ? sql`lower(${privacyExports.customerEmail}) = ${who.email.toLowerCase()}` : sql`false`,
        ),
      ),
    );
  // Files first: a crash after this leaves rows pointing at nothing, never files nobody can find.
  for (const file of [...media.map((m) => m.storageKey), ...exports.map((e) => e.storageKey)])
    await storage.remove(file);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (media.length > 0)
      await tx.delete(requestMedia).where(
        inArray(
          requestMedia.id,
          media.map((m) => m.id),
        ),
      );
    if (ids.length > 0) {
      await tx
        .update(requests)
        .set({
          customerId: null,
          customerName: '',
          customerEmail: '',
          customerPhoneDialCode: '',
          customerPhone: '',
          address: null,
          bankAccountHolderName: null,
          bankAccountNumber: null,
          bankCode: null,
          notes: '',
          attentionError: null,
          updatedAt: now,
        })
        .where(inArray(requests.id, ids));
      await tx.update(requestItems).set({ comment: '' }).where(inArray(requestItems.requestId, ids));
      await tx
        .update(requestEvents)
        .set({ message: '', data: {} })
        .where(inArray(requestEvents.requestId, ids));
      await tx.delete(requestComments).where(inArray(requestComments.requestId, ids));
      await tx.delete(notifications).where(inArray(notifications.requestId, ids));
      await tx
        .update(integrationLogs)
        .set({ message: '', request: {}, response: null })
        .where(inArray(integrationLogs.requestId, ids));
      await tx
        .update(sideEffects)
        .set({ result: null, lastError: null })
        .where(inArray(sideEffects.requestId, ids));
      await tx.update(refunds).set({ note: null, reference: null }).where(inArray(refunds.requestId, ids));
      // Klaviyo messages carry the shopper's email (their log goes with them); webhook bodies name no one.
      await tx.delete(webhookDeliveries).where(
        and(
          inArray(
            webhookDeliveries.requestEventId,
            tx
              .select({ id: requestEvents.id })
              .from(requestEvents)
              .where(inArray(requestEvents.requestId, ids)),
          ),
          inArray(
            webhookDeliveries.endpointId,
            tx
              .select({ id: webhookEndpoints.id })
              .from(webhookEndpoints)
              .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.kind, 'klaviyo'))),
          ),
        ),
      );
      // `redacted` has no webhook topic: recording it sends nothing out about this customer.
      await recordRequestEvents(
        deps,
        tx,
        ids.map((requestId) => ({
          storeId,
          requestId,
          type: 'redacted',
          actorType: 'system' as const,
          message: "The customer's personal data was erased at their request",
          createdAt: now,
        })),
      );
    }
    if (orderIds.length > 0)
      await tx
        .delete(customerSessions)
        .where(and(eq(customerSessions.storeId, storeId), inArray(customerSessions.orderId, orderIds)));
    if (exports.length > 0)
      await tx.delete(privacyExports).where(
        inArray(
          privacyExports.id,
          exports.map((e) => e.id),
        ),
      );
    const named = [who.email, who.phone].filter((v): v is string => Boolean(v));
    for (const value of named)
      await tx
        .update(shopifyWebhooks)
        .set({ payload: null, status: 'ignored', outcome: 'Erased by customers/redact' })
        .where(
          and(
            eq(shopifyWebhooks.storeId, storeId),
            sql`${shopifyWebhooks.payload}::text ilike ${containing(value)}`,
          ),
        );
  });
  return { requests: ids.length, photos: media.length };
}
