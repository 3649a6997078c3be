import { randomUUID } from 'node:crypto';
import type { refundBody } from '@roundtrip/core';
import { canRefundAgain, needsAttention } from '@roundtrip/core/lifecycle';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { REFUND_MODE_LABELS } from '@roundtrip/core/pricing';
import { splitRefund } from '@roundtrip/core/requests';
import { refundStateOf } from '@roundtrip/core/shopper';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { refunds } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { originalPaymentRoute } from '../../providers/payments/original-payment-route';
import type { AuthContext } from '../auth/authenticate';
import { type ActionPlan, actOnRequest } from './act-on-request';
import { countersOf } from './item-counters';
import { findRequest } from './lock-request';
import { creditFormOf, otherFailures, unitsOfRefund } from './refund-units';
import { assertTransition, requestConflict } from './request-conflict';
import { presentmentOfRefund, recordedRefund, refundLeftOf } from './request-pricing';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

type RefundInput = z.output<typeof refundBody>;

function checkInput(input: RefundInput) {
  if (input.mode === 'bank_transfer' && !input.reference)
    throw invalid('reference', 'Please enter the payout reference');
  if (input.provider && input.mode !== 'pay_to_source')
    throw invalid('provider', 'Only a refund to the original payment goes through a payment provider');
  if (input.store_credit_form && input.mode !== 'store_credit')
    throw invalid('store_credit_form', 'Only a store-credit refund is issued as a gift card or credit');
}

/**
 * Refund a return (docs/processing.md "Refund ceilings"). The request row is locked, so two refunds at
 * once run one after the other and the second sees the first; the amount is checked against core's
 * refund plan inside that lock: the money of the refundable units, plus, as store credit, the bonus the
 * request was made with and its promotion credit. Bank transfer and others are recorded (the merchant
 * paid outside); store credit and the original payment go through the platform as an outbox job keyed
 * by the refund record. A refunded return whose refund failed is refunded again the same way, and the
 * new refund replaces the failed ones (docs/lifecycle.md "A failed refund").
 */
export async function refundRequest(deps: Deps, auth: AuthContext, id: string, input: RefundInput) {
  checkInput(input);
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
      if (input.mode === 'pay_to_source' && request.isCod)
        throw invalid('mode', 'A cash-on-delivery order cannot be refunded to the original payment');
      const recorded = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.requestId, request.id), eq(refunds.storeId, auth.storeId)));
      // The way out of a failed refund is the merchant's choice (on the page or through an app's key):
      // workflows and automations never take it.
      const automated = auth.systemActor !== undefined && auth.app === undefined;
      const again = !automated && canRefundAgain(request, refundStateOf(recorded.map(recordedRefund)));
      const status = again ? undefined : assertTransition(request.status, 'refund', request.kind);
      const replaced = again ? recorded.filter((r) => r.status === 'failed' && !r.replacedBy) : [];
      if (again && input.mode === 'others' && !input.reference)
        throw invalid('reference', 'Please enter the reference of the refund made outside Roundtrip');

      const left = refundLeftOf(request, items, recorded, input.mode);
      const amount = input.amount === undefined ? left.total : toMinor(input.amount, request.currency);
      if (amount > left.total)
        throw requestConflict(
          request.status,
          `The refund cannot be more than ${fromMinor(left.total, request.currency)} ${request.currency}`,
        );
      if (amount <= 0 && input.amount !== undefined)
        throw invalid('amount', 'Please enter a positive amount');
      const parts = splitRefund(amount, left);
      const units = unitsOfRefund(items, replaced);
      const replacedIds = replaced.map((r) => r.id);
      const settled =
        again &&
        (await otherFailures(tx, request.id, replacedIds)).length === 0 &&
        !items.some((i) => needsAttention(countersOf(i)));

      const refundId = randomUUID();
      const key = `refund:${input.idempotency_key ?? refundId}`;
      const viaPlatform = input.mode === 'pay_to_source' || input.mode === 'store_credit';
      const cur = request.currency;
      const value = fromMinor(amount, cur);
      // What the shopper gets back in the currency they paid in (Shopify refunds in it).
      const shown = presentmentOfRefund(request, items, recorded, input.mode, amount);
      const form =
        input.mode === 'store_credit'
          ? await creditFormOf(deps, tx, auth.storeId, input.store_credit_form)
          : null;
      if (form === 'credit_account' && !request.customerId)
        throw invalid(
          'mode',
          'A guest order has no customer account: refund the store credit as a gift card',
        );
      const credit = parts.bonus + parts.incentive;
      const words = [
        `Refund of ${value} ${cur} by ${REFUND_MODE_LABELS[input.mode]}`,
        route ? ` through ${route.provider}` : '',
        form === 'gift_card' ? ' as a gift card' : '',
        credit > 0 ? ` (of which ${fromMinor(credit, cur)} ${cur} store-credit bonus)` : '',
        replaced.length
          ? `, replacing the failed refund of ${replaced.map((r) => `${fromMinor(toMinor(r.amount, cur), cur)} ${cur} by ${REFUND_MODE_LABELS[r.mode]}`).join(' and ')}`
          : '',
      ];
      return {
        ...(status ? { status, patch: { closedAt: now } } : {}),
        ...(settled ? { patch: { needsAttention: false, attentionError: null } } : {}),
        items: units.flatMap(({ item, patch }) => (patch ? [{ id: item.id, patch }] : [])),
        event: {
          type: 'refunded',
          message: words.join(''),
          customerVisible: true,
          data: {
            refundId,
            amount: value,
            mode: input.mode,
            bonus: fromMinor(parts.bonus, cur),
            incentive: fromMinor(parts.incentive, cur),
            ...(replacedIds.length ? { replaces: replacedIds } : {}),
          },
        },
        after: async (t) => {
          await t.insert(refunds).values({
            id: refundId,
            storeId: auth.storeId,
            requestId: request.id,
            mode: input.mode,
            status: viaPlatform && amount > 0 ? 'pending' : 'succeeded',
            amount: value,
            bonusAmount: fromMinor(parts.bonus, cur),
            incentiveAmount: fromMinor(parts.incentive, cur),
            currency: cur,
            presentmentAmount: shown?.amount ?? null,
            presentmentCurrency: shown?.currency ?? null,
            items: units.map((u) => ({ item_id: u.item.id, quantity: u.units })),
            reference: input.reference ?? null,
            note: input.note ?? null,
            provider: route?.provider ?? null,
            idempotencyKey: key,
            createdBy: auth.userId,
            createdAt: now,
            updatedAt: now,
          });
          if (replacedIds.length)
            await t
              .update(refunds)
              .set({ replacedBy: refundId, updatedAt: now })
              .where(and(eq(refunds.storeId, auth.storeId), inArray(refunds.id, replacedIds)));
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
                    ...(shown ? { presentmentAmount: shown.amount } : {}),
                    note: input.note,
                    lineItems: units.map((u) => ({ lineItemId: u.item.lineItemId, quantity: u.units })),
                    ...(form ? { form } : {}),
                    ...(route ? { provider: route } : {}),
                  },
                },
              ]
            : []),
          // Paid outside the platform's return (also a failed refund paid another way): the return an
          // inspection left open for a refund to the original payment is closed now (close_return
          // leaves a return alone that is not open or not inspected; a refund to it closes it itself).
          ...(input.mode !== 'pay_to_source' && request.platformReturnId
            ? [{ effect: 'close_return' as const, payload: {} }]
            : []),
        ],
      };
    },
  );
}
