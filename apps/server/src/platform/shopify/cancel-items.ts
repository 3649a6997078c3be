import type { CancelItemsInput, Refund } from '../platform';
import { PlatformError } from '../platform-error';
import { ORDER_CANCEL_WITH_REFUND, REFUND_CREATE, SUGGESTED_CANCEL_REFUND } from './documents/money';
import { mapOrder } from './map-order';
import { rawOrder } from './reads';
import { currencyCode, gidOf, type ShopifyDeps } from './shopify-deps';
import { journaledWrite, throwUserErrors } from './write-journal';

/**
 * Cancels unfulfilled units (docs/shopify.md "Cancelling unfulfilled items"). The whole order goes through
 * orderCancel, which refunds everything paid to the original payments and restocks; some lines through
 * refundCreate with CANCEL line items ("restocking unfulfilled line items") and the transactions of
 * Shopify's own suggested refund, so the amount is Shopify's, never ours. Journaled by our key: a retry
 * after an unknown outcome finds the refund instead of making a second.
 */
export async function cancelItems(
  deps: ShopifyDeps,
  storeId: string,
  input: CancelItemsInput,
): Promise<Refund> {
  const orderId = gidOf('Order', input.orderId);
  const before = await rawOrder(deps, storeId, orderId);
  if (!before) throw new PlatformError('not_found', 'Order not found');
  const lines = input.lineItems.map((l) => ({
    lineItemId: gidOf('LineItem', l.lineItemId),
    quantity: l.quantity,
    restockType: 'CANCEL' as const,
  }));
  // The refunds before the first send, kept by the journal: the one not among them is this cancellation's.
  const newRefund = async (earlier: string[]) => {
    const now = await rawOrder(deps, storeId, orderId);
    const made = (now?.refunds ?? []).find((r) => !earlier.includes(r.id));
    return made ? { id: made.id } : null;
  };
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'cancelItems',
    input,
    snapshot: async () => before.refunds.map((r) => r.id),
    find: newRefund,
    send: async (earlier) => {
      if (input.wholeOrder) {
        const data = await deps.gql(
          storeId,
          ORDER_CANCEL_WITH_REFUND,
          { id: orderId, staffNote: 'Cancelled by the customer in Roundtrip' },
          { write: true },
        );
        throwUserErrors(data.orderCancel?.orderCancelUserErrors);
        // orderCancel runs as a job: until its refund shows, the outbox tries again and the journal finds it.
        const made = await newRefund(earlier);
        if (!made) throw new Error('Shopify is still cancelling the order');
        return made;
      }
      const suggested = await deps.gql(storeId, SUGGESTED_CANCEL_REFUND, { id: orderId, lines });
      const refund = suggested.order?.suggestedRefund;
      if (!refund) throw new PlatformError('not_found', 'Order not found');
      const multiCurrency = before.presentmentCurrencyCode !== before.currencyCode;
      const data = await deps.gql(
        storeId,
        REFUND_CREATE,
        {
          key: input.idempotencyKey,
          input: {
            orderId,
            notify: false,
            note: 'Items cancelled by the customer in Roundtrip',
            ...(multiCurrency ? { currency: currencyCode(before.presentmentCurrencyCode) } : {}),
            refundLineItems: lines,
            transactions: refund.suggestedTransactions.flatMap((t) =>
              t.parentTransaction
                ? [
                    {
                      orderId,
                      parentId: t.parentTransaction.id,
                      amount: t.amountSet.presentmentMoney.amount,
                      gateway: t.gateway ?? '',
                      kind: 'REFUND' as const,
                    },
                  ]
                : [],
            ),
          },
        },
        { write: true },
      );
      throwUserErrors(data.refundCreate?.userErrors);
      if (!data.refundCreate?.refund)
        throw new PlatformError('invalid_state', 'Shopify answered without the refund');
      return { id: data.refundCreate.refund.id };
    },
  });
  const after = await rawOrder(deps, storeId, orderId);
  const made = after ? mapOrder(after).refunds.find((r) => r.admin_graphql_api_id === result.id) : undefined;
  if (!made) throw new PlatformError('not_found', 'The refund is not in Shopify');
  return made;
}
