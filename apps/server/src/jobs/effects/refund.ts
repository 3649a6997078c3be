import { toMinor } from '@roundtrip/core/money';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { paymentProviders, type RequestRow, refunds } from '../../db/schema';
import type { Deps } from '../../deps';
import { announceRefund } from '../../notifications/announce-refund';
import { PermanentError } from '../../outbox/effect-errors';
import { refundPayload } from '../../outbox/payloads';
import type { Refund } from '../../platform/platform';
import { clientOfRow } from '../../providers/payments/provider-clients';
import { recordRequestEvent } from '../../request-events/record-request-event';
import type { Effect, FailedAttempt } from './effect';

export type RefundPayload = z.infer<typeof refundPayload>;

/** The last attempt failed: the refund record shows it (a retry sets it pending again). */
export async function failRefundRecord(tx: Tx, refundId: string, failure: FailedAttempt): Promise<void> {
  if (!failure.final) return;
  await tx
    .update(refunds)
    .set({ status: 'failed', error: failure.message, updatedAt: failure.now })
    .where(eq(refunds.id, refundId));
}

/**
 * Inspection left the return open for this refund (dispose-items): once the money is back and every
 * unit has its disposition, the return is closed.
 */
export async function closeInspectedReturn(
  deps: Deps,
  request: RequestRow,
  returnId: string,
  key: string,
): Promise<boolean> {
  const ret = await deps.platform.getReturn(request.storeId, returnId);
  const inspected = ret?.return_line_items.every(
    (l) => l.restocked_quantity + l.not_restocked_quantity + l.missing_quantity >= l.quantity,
  );
  if (ret?.status !== 'OPEN' || !inspected) return false;
  await deps.platform.closeReturn(request.storeId, { idempotencyKey: `${key}:close`, returnId });
  return true;
}

/** Shopify suggested another amount for the return: the request page shows both, ours went ahead. */
const suggestionEvent = (request: RequestRow, made: Refund, now: Date) => {
  const check = made.suggested_refund_check;
  if (!check || check.matches) return null;
  return {
    storeId: request.storeId,
    requestId: request.id,
    type: 'refund_suggestion_differs',
    actorType: 'system' as const,
    message: `Shopify suggested refunding ${check.shopify} ${check.currency} for this return; Roundtrip refunded ${check.ours} ${check.currency} (difference ${check.difference})`,
    data: { ...check, refundId: made.id },
    createdAt: now,
  };
};

/**
 * Refund to the original payment through the payment provider that took it, where the platform cannot
 * refund (docs/payments.md). The refund's key is the provider's idempotency key: a retry refunds once.
 */
async function refundThroughProvider(
  deps: Deps,
  request: RequestRow,
  p: RefundPayload & { provider: NonNullable<RefundPayload['provider']> },
) {
  const [row] = await deps.db
    .select()
    .from(paymentProviders)
    .where(
      and(eq(paymentProviders.id, p.provider.providerId), eq(paymentProviders.storeId, request.storeId)),
    );
  const client = row ? clientOfRow(deps, row) : null;
  if (!client) throw new PermanentError(`${p.provider.provider} is no longer connected on the Payments page`);
  const made = await client.refund({
    providerPaymentId: p.provider.paymentId,
    amountMinor: toMinor(p.amount, request.currency),
    currency: request.currency,
    idempotencyKey: p.key,
  });
  const announce = await announceRefund(deps, request, p.refundId);
  return {
    request: { provider: p.provider.provider, payment: p.provider.paymentId, amount: p.amount },
    response: { id: made.ref },
    apply: async (tx: Tx) => {
      await tx
        .update(refunds)
        .set({ status: 'succeeded', platformRefundId: made.ref, error: null, updatedAt: deps.clock() })
        .where(eq(refunds.id, p.refundId));
      await announce(tx);
    },
  };
}

/** Refund to the original payment on the platform; the refund record is marked succeeded with it. */
export const refund: Effect<RefundPayload> = {
  payload: refundPayload,
  logKind: 'refund',
  async run({ deps, request, payload: p }) {
    if (p.provider) return refundThroughProvider(deps, request, { ...p, provider: p.provider });
    const made = await deps.platform.refund(request.storeId, {
      idempotencyKey: p.key,
      orderId: request.orderId,
      ...(p.returnId ? { returnId: p.returnId } : {}),
      amount: p.amount,
      ...(p.presentmentAmount ? { presentmentAmount: p.presentmentAmount } : {}),
      lineItems: p.lineItems,
      ...(p.note ? { note: p.note } : {}),
    });
    if (p.returnId) await closeInspectedReturn(deps, request, p.returnId, p.key);
    const differs = suggestionEvent(request, made, deps.clock());
    // The shopper hears of the refund only now that the platform made it (docs/emails.md).
    const announce = await announceRefund(deps, request, p.refundId);
    return {
      request: { orderId: request.orderId, amount: p.amount, lineItems: p.lineItems },
      response: {
        id: made.id,
        refunded: made.total_refunded_set.shop_money.amount,
        // Shopify's own figure beside ours, kept in the refund log where the merchant sees a difference.
        ...(made.suggested_refund_check && { suggested_refund_check: made.suggested_refund_check }),
      },
      apply: async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', platformRefundId: made.id, error: null, updatedAt: deps.clock() })
          .where(eq(refunds.id, p.refundId));
        if (differs) await recordRequestEvent(deps, tx, differs);
        await announce(tx);
      },
    };
  },
  onFailure: (tx, p, failure) => failRefundRecord(tx, p.refundId, failure),
};
