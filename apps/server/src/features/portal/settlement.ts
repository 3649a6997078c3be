import type { PortalRequestDetails } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { paidByMode } from '@roundtrip/core/requests';
import { shopperRefundState, shopperTrackingState } from '@roundtrip/core/shopper';
import type { RefundRow, RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperAmountOf } from './amounts';

type Settlement = Pick<PortalRequestDetails, 'refunds' | 'refund_paid' | 'store_credit' | 'exchange_order'>;

/**
 * Money that moved: the modes it was paid in, what the shopper got and the store-credit bonus in it,
 * in the currency they paid in (the bonus at the refund's own rate).
 */
function paidOf(currency: string, refunds: RefundRow[]): Settlement['refund_paid'] {
  const paid = paidByMode(
    refunds.map((r) => {
      const shown = shopperAmountOf(r);
      const rate = Number(shown.amount) / (Number(r.amount) || 1);
      const scaled = (v: string) => (shown.currency === r.currency ? v : String(Number(v) * rate));
      return {
        ...r,
        amount: shown.amount,
        bonus_amount: scaled(r.bonusAmount),
        incentive_amount: scaled(r.incentiveAmount),
      };
    }),
    currency,
  );
  if (paid.length === 0) return null;
  const sum = (f: (p: (typeof paid)[number]) => number) => paid.reduce((n, p) => n + f(p), 0);
  return {
    modes: paid.map((p) => p.mode),
    amount: fromMinor(
      sum((p) => p.amount),
      currency,
    ),
    bonus: fromMinor(
      sum((p) => p.bonus + p.incentive),
      currency,
    ),
  };
}

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
  // Credit goes to the account in the currency the shopper paid in.
  const account = accounts.find((a) => a.balance.currency_code === request.presentmentCurrency);
  const order = request.exchangeOrderId
    ? await deps.platform.getOrder(request.storeId, request.exchangeOrderId)
    : null;
  const shipped = order?.fulfillments.find((f) => f.status === 'success' && f.tracking_number);
  return {
    refunds: refunds.map((r) => ({
      id: r.id,
      ...shopperAmountOf(r),
      mode: r.mode,
      state: shopperRefundState({ status: r.status, replaced: r.replacedBy !== null }),
      at: r.updatedAt.toISOString(),
      gift_card_last_characters: r.giftCardLastCharacters,
    })),
    refund_paid: paidOf(request.presentmentCurrency, refunds),
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
                status: shopperTrackingState(shipped.shipment_status),
              }
            : null,
        }
      : null,
  };
}
