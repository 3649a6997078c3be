import { positive, type Summarize } from '../request/refund-summary';

/** Item value, discounts not carried forward, tax, return fee, bonus and what the shopper gets back. */
export const returnSummary: Summarize = (preview, { t, money, mode }) => {
  const x = preview.totals;
  const minus = (a: string) => `−${money(a)}`;
  const rows: [string, string][] = [[t('request.itemValue'), money(x.item_value)]];
  if (positive(x.discount)) rows.push([t('request.discount'), minus(x.discount)]);
  // Prices that include tax (most Indian stores) show it as part of the value, not on top of it.
  if (positive(x.tax)) rows.push([t(x.taxes_included ? 'request.taxIncluded' : 'request.tax'), money(x.tax)]);
  if (positive(x.return_fee)) rows.push([t('request.returnFee'), minus(x.return_fee)]);
  if (positive(x.bonus)) rows.push([t('request.bonusLine'), `+${money(x.bonus)}`]);
  const label = mode ? `${t('request.total')} (${t(`refundMode.${mode}`)})` : t('request.total');
  return { rows, total: [label, money(x.total)], outcome: null };
};
