import type { PortalRequestDetails } from '@roundtrip/core';
import { shopperRefundState } from '@roundtrip/core/shopper';
import type { RefundRow, RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { amountOut } from './amounts';

type Settlement = Pick<PortalRequestDetails, 'refunds' | 'store_credit' | 'exchange_order'>;

/**
 * Where the money and the new order stand: each refund record as the platform confirmed it, the
 * store-credit balance once credit was issued, and the exchange order with its tracking.
 */
export async function settlementOf(
  deps: Deps,
  request: RequestRow,
  refunds: RefundRow[],
): Promise<Settlement> {
  const credited = refunds.some(
    (r) => r.mode === 'store_credit' && r.status === 'succeeded' && !r.giftCardLastCharacters,
  );
  const accounts =
    credited && request.customerId
      ? await deps.platform.listStoreCreditAccounts(request.storeId, request.customerId)
      : [];
  const account = accounts.find((a) => a.balance.currency_code === request.currency);
  const order = request.exchangeOrderId
    ? await deps.platform.getOrder(request.storeId, request.exchangeOrderId)
    : null;
  const shipped = order?.fulfillments.find((f) => f.status === 'success' && f.tracking_number);
  return {
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: amountOut(r.amount, r.currency),
      currency: r.currency,
      mode: r.mode,
      state: shopperRefundState(r.status),
      at: r.updatedAt.toISOString(),
      gift_card_last_characters: r.giftCardLastCharacters,
    })),
    store_credit: account
      ? { balance: account.balance.amount, currency: account.balance.currency_code }
      : null,
    exchange_order: order
      ? {
          name: order.name,
          tracking: shipped
            ? {
                company: shipped.tracking_company ?? '',
                number: shipped.tracking_number ?? '',
                url: null,
                status: shipped.shipment_status,
              }
            : null,
        }
      : null,
  };
}
