import { REFUND_MODES } from '@roundtrip/core';
import {
  audienceOf,
  type EmailFacts,
  type EmailKind,
  type EmailLanguage,
  emailFacts,
  shopperEmailFor,
} from '@roundtrip/core/emails';
import type { RequestTerms } from '@roundtrip/core/requests';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { notifications, type RequestRow, refunds, requests, stores, users } from '../db/schema';
import type { Deps } from '../deps';
import { enqueueEffects, type PlannedEffect } from '../outbox/enqueue';

/** Who reads the merchant's emails: the store's support address, else its first admin. */
export async function merchantAddress(
  tx: Tx,
  storeId: string,
): Promise<{ to: string; language: EmailLanguage }> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return { to: '', language: 'en' };
  if (store.supportEmail.trim()) return { to: store.supportEmail.trim(), language: store.language };
  const [admin] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.userType, 'admin')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { to: admin?.email ?? '', language: store.language };
}

/** The shopper's language: the portal's when they asked, else the store's. */
async function shopperLanguage(tx: Tx, request: RequestRow): Promise<EmailLanguage> {
  if (request.language) return request.language;
  const [store] = await tx
    .select({ language: stores.language })
    .from(stores)
    .where(eq(stores.id, request.storeId));
  return store?.language ?? 'en';
}

/**
 * Writes a queued email in the caller's transaction and answers the side effect that sends it, or
 * nothing when there is no one to send it to. The worker renders it on its first attempt; the
 * notification id is the send's idempotency key.
 */
export async function queueEmail(
  tx: Tx,
  request: RequestRow,
  email: { kind: EmailKind; facts: EmailFacts; recipient?: string },
  now: Date,
): Promise<PlannedEffect | null> {
  const audience = audienceOf(email.kind);
  const to =
    audience === 'merchant'
      ? await merchantAddress(tx, request.storeId)
      : { to: request.customerEmail, language: await shopperLanguage(tx, request) };
  const recipient = (email.recipient ?? to.to).trim();
  if (!recipient) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      storeId: request.storeId,
      requestId: request.id,
      audience,
      kind: email.kind,
      language: to.language,
      facts: email.facts,
      recipient,
      subject: '',
      body: '',
      event: email.facts.event,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not written');
  return { effect: 'notify_customer', payload: { notificationId: row.id } };
}

/** What an event's data says that an email may show; anything else in it is ignored. */
const eventData = z
  .object({ reason: z.string(), amount: z.string(), mode: z.enum(REFUND_MODES), refundId: z.string() })
  .partial();

/**
 * The shopper's email for a customer-visible event, chosen by core (`shopperEmailFor`). A refund is
 * announced here only when its record is already done (paid outside the platform); one still pending
 * on the platform is announced by its payout (`announceRefund`), and a failed one never is.
 */
export async function queueEventNotification(
  tx: Tx,
  request: RequestRow,
  event: { type: string; message: string; data?: Record<string, unknown> },
  now: Date,
): Promise<PlannedEffect | null> {
  const parsed = eventData.safeParse(event.data ?? {});
  const data = parsed.success ? parsed.data : {};
  let refundStatus: string | undefined;
  if (event.type === 'refunded' && data.refundId) {
    const [refund] = await tx
      .select({ status: refunds.status })
      .from(refunds)
      .where(and(eq(refunds.id, data.refundId), eq(refunds.storeId, request.storeId)));
    refundStatus = refund?.status;
  }
  const kind = shopperEmailFor(event.type, refundStatus);
  if (!kind) return null;
  const terms = kind === 'request_approved' ? await termsWhenMade(tx, request) : undefined;
  return queueEmail(
    tx,
    request,
    {
      kind,
      facts: {
        event: event.type,
        message: event.message,
        ...(data.reason !== undefined && { reason: data.reason }),
        ...(data.amount !== undefined && { amount: data.amount }),
        ...(data.mode && { refund_mode: data.mode }),
        ...(terms && { terms }),
      },
    },
    now,
  );
}

/**
 * The terms a request was judged under, as the emails of its creation keep them (the approval repeats
 * them, whatever the policy says now); none when no email went out then.
 */
async function termsWhenMade(tx: Tx, request: RequestRow): Promise<RequestTerms | undefined> {
  const [made] = await tx
    .select({ facts: notifications.facts })
    .from(notifications)
    .where(
      and(
        eq(notifications.storeId, request.storeId),
        eq(notifications.requestId, request.id),
        eq(notifications.event, 'created'),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(1);
  const facts = made ? emailFacts.safeParse(made.facts) : null;
  return facts?.success ? facts.data.terms : undefined;
}

/**
 * A new request, in the transaction that creates it: the shopper's "we received it" and the merchant's
 * "new request", with their jobs. Both keep the terms the request was judged under.
 */
export async function queueRequestCreatedEmails(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  created: { requestId: string; terms: RequestTerms },
  now: Date,
): Promise<void> {
  const { requestId, terms } = created;
  const [request] = await tx.select().from(requests).where(eq(requests.id, requestId));
  if (!request) return;
  const facts = { event: 'created', message: '', terms };
  const planned = [
    await queueEmail(tx, request, { kind: 'request_received', facts }, now),
    await queueEmail(tx, request, { kind: 'merchant_new_request', facts }, now),
  ].filter((p): p is PlannedEffect => p !== null);
  if (planned.length)
    await enqueueEffects(deps.sender, tx, { storeId: request.storeId, requestId, now }, planned);
}

/** The merchant is told a request needs them (a step failed for good, an email bounced). */
export function queueAttentionEmail(tx: Tx, request: RequestRow, problem: string, now: Date) {
  return queueEmail(
    tx,
    request,
    { kind: 'merchant_needs_attention', facts: { event: 'needs_attention', message: problem, problem } },
    now,
  );
}
