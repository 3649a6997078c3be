import type { RefundMode, RequestDetailResponse, StoreCreditForm } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core';
import { splitRefund } from '@roundtrip/core/requests';
import { formatAmount } from '../../../lib/format-amount';
import { refundModeLabel } from '../request-format';

/** How the merchant pays: a refund mode, store credit split into its two forms. */
export type RefundMethod = 'store_credit' | 'gift_card' | 'pay_to_source' | 'bank_transfer' | 'others';

const METHOD_LABELS: Record<RefundMethod, string> = {
  store_credit: 'Store credit',
  gift_card: 'Gift card',
  pay_to_source: refundModeLabel('pay_to_source'),
  bank_transfer: refundModeLabel('bank_transfer'),
  others: 'Refunded outside Roundtrip (others)',
};

export const METHOD_HELP: Record<RefundMethod, string> = {
  store_credit: 'Issued as store credit on the shopper’s account through the platform.',
  gift_card: 'Issued as a gift card through the platform; its code is emailed to the shopper.',
  pay_to_source: 'Refunded to the original payment, through the platform unless a provider is chosen.',
  bank_transfer: 'Record the payout you made to the shopper’s bank account, with its reference.',
  others: 'Record a refund you paid outside Roundtrip (cash, UPI, a voucher), with its reference.',
};

export const modeOf = (m: RefundMethod): RefundMode => (m === 'gift_card' ? 'store_credit' : m);
export const formOf = (m: RefundMethod): StoreCreditForm | null =>
  m === 'gift_card' ? 'gift_card' : m === 'store_credit' ? 'credit_account' : null;

/** The methods this request may be refunded by: no original payment for cash on delivery. */
export function methodsOf(
  r: RequestDetailResponse,
): { value: RefundMethod; label: string; disabled: boolean }[] {
  const all: RefundMethod[] = ['store_credit', 'gift_card', 'pay_to_source', 'bank_transfer', 'others'];
  return all
    .filter((m) => !(m === 'pay_to_source' && r.order.is_cod))
    .map((m) => {
      const locked = m === 'gift_card' && !r.store_credit.gift_card_allowed;
      return { value: m, label: `${METHOD_LABELS[m]}${locked ? ' (Grow plan)' : ''}`, disabled: locked };
    });
}

/** A failed refund has a way out: the request is refunded but its money did not move. */
export const refundingAgain = (r: RequestDetailResponse) =>
  r.status === 'refunded' && r.refund_state === 'failed';

/** The method the dialog opens with: another way after a failure, else what the shopper asked for. */
export function firstMethod(r: RequestDetailResponse): RefundMethod {
  const credit: RefundMethod = r.store_credit.default === 'gift_card' ? 'gift_card' : 'store_credit';
  if (refundingAgain(r)) return credit;
  const asked = r.refund_mode;
  if (!asked || (asked === 'pay_to_source' && r.order.is_cod)) return credit;
  return asked === 'store_credit' ? credit : asked;
}

export function optionOf(r: RequestDetailResponse, method: RefundMethod) {
  const mode = modeOf(method);
  const zero = fromMinor(0, r.price.currency);
  return (
    r.price.refund_options.find((o) => o.mode === mode) ?? {
      mode,
      refund: zero,
      bonus: zero,
      incentive: zero,
      total: zero,
    }
  );
}

/**
 * What the amount typed pays, in words: the money and the credit on top of it (core's split, the one the
 * server records), so the merchant sees the bonus the shopper was promised before refunding.
 */
export function amountWords(r: RequestDetailResponse, method: RefundMethod, amount: string): string {
  const cur = r.price.currency;
  const o = optionOf(r, method);
  const m = (minor: number) => formatAmount(fromMinor(minor, cur), cur);
  const left = {
    refund: toMinor(o.refund, cur),
    bonus: toMinor(o.bonus, cur),
    incentive: toMinor(o.incentive, cur),
    total: toMinor(o.total, cur),
  };
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return `Up to ${formatAmount(o.total, cur)}`;
  const parts = splitRefund(Math.min(toMinor(amount.trim(), cur), left.total), left);
  const words = [`Up to ${formatAmount(o.total, cur)}`, `refund ${m(parts.refund)}`];
  if (parts.bonus > 0) words.push(`store credit bonus (${r.price.bonus_percent}%) +${m(parts.bonus)}`);
  if (parts.incentive > 0) words.push(`promotion credit +${m(parts.incentive)}`);
  return words.join(' · ');
}
