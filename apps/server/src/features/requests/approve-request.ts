import type { approveBody } from '@roundtrip/core';
import { approveQuantity, CounterError } from '@roundtrip/core/lifecycle';
import { type ApproveMethod, approveMethodFor, returnMethodOf } from '@roundtrip/core/shopper';
import type { z } from 'zod';
import type { RequestItemRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { PlannedEffect } from '../../outbox/enqueue';
import { paymentOnApproval } from '../../providers/payments/on-approval';
import { wmsOnApproval } from '../../providers/wms/on-approval';
import type { AuthContext } from '../auth/authenticate';
import { assertBookable } from '../couriers/connected-couriers';
import { quoteOnLabel } from '../couriers/read-rate-rule';
import { actOnRequest } from './act-on-request';
import { exchangeOrderPayload } from './exchange-order-payload';
import { exchangeOrderPolicy } from './exchange-order-policy';
import { counterPatch, countersOf, pickItems } from './item-counters';
import { assertTransition, requestConflict } from './request-conflict';
import { priceRequest } from './request-pricing';

export type ApproveInput = z.output<typeof approveBody>;

/** The merchant's timeline line; the shopper reads core's timeline codes in their own words. */
const approvalLine = (method: ApproveMethod, courier?: string) =>
  method === 'courier'
    ? `Approved; pickup by ${courier}`
    : method === 'drop_off'
      ? 'Approved; the shopper drops the items off'
      : 'Approved; the shopper ships the items';

/**
 * Approve: the return is created (or approved) on the platform, a courier pickup is booked when one
 * was chosen, and for an exchange in a store that holds exchange orders the new order is created now
 * with its fulfillment on hold until the return is received.
 */
export async function approveRequest(deps: Deps, auth: AuthContext, id: string, input: ApproveInput) {
  const exchangeOrder = await exchangeOrderPolicy(deps, auth.storeId);
  return actOnRequest(
    deps,
    auth,
    {
      requestId: id,
      action: 'approve',
      permission: 'request.approve',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    async ({ tx, request, items }) => {
      const status = assertTransition(request.status, 'approve', request.kind);
      // The shopper's choice unless the merchant picks another; a pickup needs its courier named.
      const method = input.method ?? approveMethodFor(request.method);
      if (method === 'courier' && !input.courier)
        throw new AppError('VALIDATION_FAILED', 'Please choose a courier', {
          courier: 'Please choose a courier',
        });
      // Only a courier this store can book: never a pretend label under another courier's name.
      if (method === 'courier' && input.courier) await assertBookable(tx, request.storeId, input.courier);
      if (input.quote && input.quote.courier !== input.courier)
        throw new AppError('VALIDATION_FAILED', 'The quote is for another courier', {
          quote: 'The quote is for another courier',
        });
      // Approval starts from `requested` only, so units approved earlier were on a return that was
      // cancelled with the request before it was enabled again: every unit is approved afresh on
      // the new return, and an item left out now has none approved.
      const afresh = (item: RequestItemRow) => ({ ...countersOf(item), approved: 0 });
      const chosen = pickItems(items, input.items, (i) => i.requestedQty);
      const updated = chosen.map(({ item, quantity }) => {
        try {
          return { item, quantity, counters: approveQuantity(afresh(item), quantity) };
        } catch (error) {
          // More units than are left to approve: 409 with core's sentence, as receive and inspect answer.
          throw error instanceof CounterError ? requestConflict(request.status, error.message) : error;
        }
      });
      const effects: PlannedEffect[] = [
        {
          effect: 'create_return',
          payload: {
            lineItems: updated.map(({ item, quantity }) => ({
              lineItemId: item.lineItemId,
              quantity,
              reason: item.reason,
            })),
            ...(request.platformReturnId ? { returnId: request.platformReturnId } : {}),
          },
        },
      ];
      // The label or pickup is bought after commit by the outbox (docs/couriers.md).
      if (method === 'courier' && input.courier)
        effects.push({
          effect: 'create_label',
          payload: {
            courier: input.courier,
            ...(input.weight_grams ? { grams: input.weight_grams } : {}),
            ...(input.quote ? { quote: await quoteOnLabel(tx, request.storeId, input.quote) } : {}),
          },
        });
      const orderOptions = exchangeOrder(request.orderName);
      const exchange =
        request.kind === 'exchange'
          ? exchangeOrderPayload(request, updated, {
              hold: true,
              name: orderOptions.name,
              tags: orderOptions.tags,
              backorder: orderOptions.backorder,
            })
          : null;
      const priced = priceRequest(request, items, 'requested');
      // A price difference the shopper owes holds the exchange order until paid (docs/payments.md).
      const payment = await paymentOnApproval(deps, tx, request, priced.totals.amount_due);
      if (payment) effects.push(payment);
      effects.push(...(await wmsOnApproval(deps, tx, request, updated)));
      const holdExchange = orderOptions.hold || payment !== null;
      const held = holdExchange && exchange !== null && exchange.lineItems.length > 0;
      if (held && exchange) effects.push({ effect: 'create_exchange_order', payload: exchange });
      return {
        status,
        patch: {
          method: returnMethodOf(method),
          courier: method === 'courier' ? (input.courier ?? null) : null,
          exchangeHeld: held,
        },
        items: [
          ...updated.map(({ item, counters }) => ({ id: item.id, patch: counterPatch(counters) })),
          ...items
            .filter((i) => i.approvedQty > 0 && !updated.some((u) => u.item.id === i.id))
            .map((i) => ({ id: i.id, patch: counterPatch(afresh(i)) })),
        ],
        event: {
          type: 'approved',
          message: approvalLine(method, input.courier),
          customerVisible: true,
          // The shopper's own choice stays here: the details page says when and why it changed.
          data: {
            method,
            courier: method === 'courier' ? (input.courier ?? null) : null,
            requested_method: request.method,
            note: input.note ?? '',
          },
        },
        effects,
      };
    },
  );
}
