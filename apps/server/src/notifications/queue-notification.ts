import { randomUUID } from 'node:crypto';
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
import { notifications, type RequestRow, refunds, stores, users } from '../db/schema';
import type { Deps } from '../deps';
import { enqueueEffects, type PlannedEffect } from '../outbox/enqueue';

type StoreFacts = Pick<typeof stores.$inferSelect, 'id' | 'supportEmail' | 'language'>;

/** Who reads the merchant's emails: the store's support address, else its first admin. */
async function merchantAddressOf(
  tx: Tx,
  store: StoreFacts,
): Promise<{ to: string; language: EmailLanguage }> {
  if (store.supportEmail.trim()) return { to: store.supportEmail.trim(), language: store.language };
  const [admin] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.userType, 'admin')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { to: admin?.email ?? '', language: store.language };
}

/** `merchantAddressOf` by the store's id. */
export async function merchantAddress(
  tx: Tx,
  storeId: string,
): Promise<{ to: string; language: EmailLanguage }> {
  const [store] = await tx.select(storeFacts).from(stores).where(eq(stores.id, storeId));
  return store ? merchantAddressOf(tx, store) : { to: '', language: 'en' };
}

const storeFacts = { id: stores.id, supportEmail: stores.supportEmail, language: stores.language };

type QueuedEmail = { kind: EmailKind; facts: EmailFacts; recipient?: string };

/**
 * Writes queued emails in the caller's transaction (one statement for all) and answers the side effects
 * that send them; an email with no one to send it to is left out. The store (read once, unless the caller
 * has it) gives the merchant's address and the shopper's language when the portal did not say it. The worker renders each
 * email on its first attempt; the notification id is the send's idempotency key.
 */
async function queueEmails(
  tx: Tx,
  request: RequestRow,
  emails: readonly QueuedEmail[],
  now: Date,
  known?: StoreFacts,
): Promise<PlannedEffect[]> {
  const forMerchant = emails.some((e) => audienceOf(e.kind) === 'merchant');
  const [store] = known
    ? [known]
    : forMerchant || !request.language
      ? await tx.select(storeFacts).from(stores).where(eq(stores.id, request.storeId))
      : [];
  const merchant =
    forMerchant && store ? await merchantAddressOf(tx, store) : { to: '', language: 'en' as const };
  const shopper = { to: request.customerEmail, language: request.language ?? store?.language ?? 'en' };
  const rows: (typeof notifications.$inferInsert & { id: string })[] = [];
  for (const email of emails) {
    const audience = audienceOf(email.kind);
    const to = audience === 'merchant' ? merchant : shopper;
    const recipient = (email.recipient ?? to.to).trim();
    if (!recipient) continue;
    rows.push({
      id: randomUUID(),
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
    });
  }
  if (rows.length === 0) return [];
  await tx.insert(notifications).values(rows);
  return rows.map((row) => ({ effect: 'notify_customer', payload: { notificationId: row.id } }));
}

/** One queued email: see `queueEmails`. */
export async function queueEmail(
  tx: Tx,
  request: RequestRow,
  email: QueuedEmail,
  now: Date,
): Promise<PlannedEffect | null> {
  const [effect] = await queueEmails(tx, request, [email], now);
  return effect ?? null;
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
 * "new request", with their jobs. Both keep the terms the request was judged under; `store` is the
 * request's store as the submission read it.
 */
export async function queueRequestCreatedEmails(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  created: { request: RequestRow; store: StoreFacts; terms: RequestTerms },
  now: Date,
): Promise<void> {
  const { request, store, terms } = created;
  const facts = { event: 'created', message: '', terms };
  const planned = await queueEmails(
    tx,
    request,
    [
      { kind: 'request_received', facts },
      { kind: 'merchant_new_request', facts },
    ],
    now,
    store,
  );
  if (planned.length)
    await enqueueEffects(deps.sender, tx, { storeId: request.storeId, requestId: request.id, now }, planned);
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
