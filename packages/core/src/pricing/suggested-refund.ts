import { fromMinor, toMinor } from '../money';

/** Our refund beside the figure Shopify suggests for the same return (`Return.suggestedFinancialOutcome`). */
export type RefundSuggestionCheck = {
  currency: string;
  ours: string;
  shopify: string;
  /** Ours minus Shopify's: positive when we would give back more. */
  difference: string;
  matches: boolean;
};

/**
 * Compares the two amounts in minor units. A difference is reported, never resolved here: the merchant
 * sees both figures and our refund goes ahead as computed (a fee, a bonus or shipping explain most gaps).
 */
export function checkRefundSuggestion(
  ours: string,
  shopify: string,
  currency: string,
): RefundSuggestionCheck {
  const diff = toMinor(ours, currency) - toMinor(shopify, currency);
  return {
    currency,
    ours: fromMinor(toMinor(ours, currency), currency),
    shopify: fromMinor(toMinor(shopify, currency), currency),
    difference: fromMinor(diff, currency),
    matches: diff === 0,
  };
}
