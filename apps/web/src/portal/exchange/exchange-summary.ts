import { positive, type Summarize } from '../request/refund-summary';

/** What was paid, the new item's price, the difference and who pays it. */
export const exchangeSummary: Summarize = (preview, { t, money }) => {
  const ex = preview.items[0]?.exchange;
  const x = preview.totals;
  const minus = (a: string) => `−${money(a)}`;
  const rows: [string, string][] = [[t('exchange.youPaid'), money(x.paid)]];
  if (ex) {
    rows.push([t('exchange.newPrice'), money(ex.new_price)]);
    if (positive(ex.carried_discount)) rows.push([t('exchange.carried'), minus(ex.carried_discount)]);
    if (positive(ex.discount_not_carried_forward))
      rows.push([t('request.discount'), money(ex.discount_not_carried_forward)]);
    if (ex.upsell_cost && positive(ex.upsell_cost))
      rows.push([t('exchange.addedProducts'), `+${money(ex.upsell_cost)}`]);
    rows.push([t('exchange.difference'), money(String(Math.abs(Number(ex.difference))))]);
  }
  if (positive(x.return_fee)) rows.push([t('request.returnFee'), minus(x.return_fee)]);
  if (positive(x.bonus)) rows.push([t('request.bonusLine'), `+${money(x.bonus)}`]);
  const outcome =
    x.payer === 'customer'
      ? t('exchange.payerCustomer', { amount: money(x.amount_due) })
      : x.payer === 'merchant'
        ? t('exchange.payerMerchant', { amount: money(positive(x.total) ? x.total : '0') })
        : t('exchange.payerNone');
  return { rows, total: null, outcome };
};
