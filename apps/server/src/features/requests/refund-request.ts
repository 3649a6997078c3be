import { randomUUID } from 'node:crypto';
import type { refundBody } from '@roundtrip/core';
import { refundQuantity } from '@roundtrip/core/lifecycle';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { effectiveStorePolicy, storeCreditForm } from '@roundtrip/core/policy';
import { REFUND_MODE_LABELS } from '@roundtrip/core/pricing';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { gatingPlan } from '../../billing';
import type { Tx } from '../../db/client';
import { refunds, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { originalPaymentRoute } from '../../payments/original-payment-route';
import type { AuthContext } from '../auth/authenticate';
import { type ActionPlan, actOnRequest } from './act-on-request';
import { counterPatch, countersOf } from './item-counters';
import { findRequest } from './lock-request';
import { assertTransition, requestConflict } from './request-conflict';
import { refundableUnits, refundCeilingMinor } from './request-pricing';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** Store credit as a balance on the customer's account or as a gift card, by the store's setting and plan. */
async function creditFormOf(deps: Deps, tx: Tx, storeId: string) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return 'credit_account' as const;
  return storeCreditForm(effectiveStorePolicy(store.policySettings, gatingPlan(deps.config, store)));
}

/**
 * Refund a return. The request row is locked, so two refunds at once run one after the other and the
 * second sees the first; the amount is checked against core pricing's ceiling inside that lock.
 * Bank transfer and others are recorded (the merchant paid outside); store credit and the original
 * payment go through the platform as an outbox job keyed by the refund record.
 */
export async function refundRequest(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof refundBody>,
) {
  if (input.mode === 'bank_transfer' && !input.reference)
    throw invalid('reference', 'Please enter the payout reference');
  if (input.provider && input.mode !== 'pay_to_source')
    throw invalid('provider', 'Only a refund to the original payment goes through a payment provider');
  // Asked before the lock: the order comes from the platform, and nothing here changes under the lock.
  const route = input.provider
    ? await originalPaymentRoute(deps, await findRequest(deps.db, auth.storeId, id), input.provider)
    : null;
  return actOnRequest(
    deps,
    auth,
    {
      requestId: id,
      action: 'refund',
      permission: 'request.refund',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    async ({ tx, request, items, now }): Promise<ActionPlan> => {
      const status = assertTransition(request.status, 'refund', request.kind);
      if (input.mode === 'pay_to_source' && request.isCod)
        throw invalid('mode', 'A cash-on-delivery order cannot be refunded to the original payment');
      const recorded = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.requestId, request.id), eq(refunds.storeId, auth.storeId)));
      const ceiling = refundCeilingMinor(request, items, recorded, input.mode);
      const amount = input.amount === undefined ? ceiling : toMinor(input.amount, request.currency);
      if (amount > ceiling)
        throw requestConflict(
          request.status,
          `The refund cannot be more than ${fromMinor(ceiling, request.currency)} ${request.currency}`,
        );
      if (amount <= 0 && input.amount !== undefined)
        throw invalid('amount', 'Please enter a positive amount');
      const updates = items.flatMap((item) => {
        const units = refundableUnits(item) - item.refundedQty;
        if (units <= 0) return [];
        const c = refundQuantity(countersOf(item), units, { beforeReceipt: Boolean(item.greenReturn) });
        return [{ id: item.id, patch: counterPatch(c), lineItemId: item.lineItemId, units }];
      });
      const refundId = randomUUID();
      const key = `refund:${input.idempotency_key ?? refundId}`;
      const viaPlatform = input.mode === 'pay_to_source' || input.mode === 'store_credit';
      const value = fromMinor(amount, request.currency);
      const form = input.mode === 'store_credit' ? await creditFormOf(deps, tx, auth.storeId) : null;
      return {
        status,
        patch: { closedAt: now },
        items: updates.map(({ id: itemId, patch }) => ({ id: itemId, patch })),
        event: {
          type: 'refunded',
          message: `Refund of ${value} ${request.currency} by ${REFUND_MODE_LABELS[input.mode]}${route ? ` through ${route.provider}` : ''}${form === 'gift_card' ? ' as a gift card' : ''}`,
          customerVisible: true,
          data: { refundId, amount: value, mode: input.mode },
        },
        after: async (t) => {
          await t.insert(refunds).values({
            id: refundId,
            storeId: auth.storeId,
            requestId: request.id,
            mode: input.mode,
            status: viaPlatform && amount > 0 ? 'pending' : 'succeeded',
            amount: value,
            currency: request.currency,
            reference: input.reference ?? null,
            note: input.note ?? null,
            provider: route?.provider ?? null,
            idempotencyKey: key,
            createdBy: auth.userId,
            createdAt: now,
            updatedAt: now,
          });
        },
        effects: [
          ...(viaPlatform && amount > 0
            ? [
                {
                  effect: input.mode === 'store_credit' ? ('store_credit' as const) : ('refund' as const),
                  payload: {
                    refundId,
                    key,
                    // Frozen now: every attempt under this key must send the same input (the
                    // platform refuses a reused key with other input), even if the return is
                    // created on the platform between two attempts.
                    returnId: request.platformReturnId,
                    amount: value,
                    note: input.note,
                    lineItems: updates.map((u) => ({ lineItemId: u.lineItemId, quantity: u.units })),
                    ...(form ? { form } : {}),
                    ...(route ? { provider: route } : {}),
                  },
                },
              ]
            : []),
          // Paid outside the platform's return: the return an inspection left open for a refund to
          // the original payment is closed now (a refund to it closes it itself).
          ...(input.mode !== 'pay_to_source' && request.platformReturnId && request.status === 'inspected'
            ? [{ effect: 'close_return' as const, payload: {} }]
            : []),
        ],
      };
    },
  );
}
