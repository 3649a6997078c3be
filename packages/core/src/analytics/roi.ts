import { fromMinor, toMinor } from '../money/minor';

export type ExchangeRoi = {
  /** Value kept by exchanges and by refunds paid as store credit (kept in the store). */
  kept_by_exchanges: string;
  kept_by_store_credit: string;
  kept_total: string;
  /** Money that left the store as refunds (store credit aside). */
  refunded: string;
  /** Share of the returned value that stayed in the store, percent with one decimal. */
  retention_percent: number;
  /** What the plan cost for the period, in the plan's currency; "0" when self-hosted. */
  plan_cost: string;
  plan_currency: string;
  /**
   * Kept value per unit of plan cost, one decimal; null when the plan costs nothing or is priced in
   * another currency than the store's (no exchange rates are assumed).
   */
  return_on_plan: number | null;
};

/** A month's plan price spread over a period of `days` (30-day months, as Shopify bills). */
export function planCostFor(monthlyPrice: string, days: number, planCurrency: string): string {
  return fromMinor(Math.round((toMinor(monthlyPrice, planCurrency) * days) / 30), planCurrency);
}

/** ROI of the returns programme: revenue kept against refunds and against the plan's cost. */
export function exchangeRoi(
  input: { exchanged: string; storeCredit: string; refunded: string; planCost: string; planCurrency: string },
  currency: string,
): ExchangeRoi {
  const exchanged = toMinor(input.exchanged, currency);
  const credit = toMinor(input.storeCredit, currency);
  const refunded = toMinor(input.refunded, currency);
  const cost = toMinor(input.planCost, input.planCurrency);
  const kept = exchanged + credit;
  const whole = kept + refunded;
  return {
    kept_by_exchanges: fromMinor(exchanged, currency),
    kept_by_store_credit: fromMinor(credit, currency),
    kept_total: fromMinor(kept, currency),
    refunded: fromMinor(refunded, currency),
    retention_percent: whole === 0 ? 0 : Math.round((kept / whole) * 1000) / 10,
    plan_cost: fromMinor(cost, input.planCurrency),
    plan_currency: input.planCurrency,
    return_on_plan:
      cost === 0 || input.planCurrency !== currency ? null : Math.round((kept / cost) * 10) / 10,
  };
}
