import { formatMoney, toMinor } from '@roundtrip/core';

/**
 * A decimal amount of the API in its currency, as core writes money: "₹1,234.50", "¥1,200". An amount
 * that is not a decimal is shown as it came ("12.3.4 INR"), a missing one as a dash.
 */
export function formatAmount(amount: string | number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  try {
    return formatMoney(toMinor(amount, currency), currency);
  } catch {
    return `${amount} ${currency}`;
  }
}
