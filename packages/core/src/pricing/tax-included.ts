/**
 * What an amount after discounts cost the shopper with its tax (docs/pricing.md "Tax"): a tax-inclusive
 * price already holds the tax, an exclusive one adds it on top. Minor units.
 */
export function paidWithTax(net: number, tax: number, taxesIncluded: boolean | undefined): number {
  return net + (taxesIncluded ? 0 : tax);
}

/**
 * The tax at `rate` that an amount after discounts carries, minor units: inside a tax-inclusive price its
 * share of the amount before every rate charged on it (`combinedRate`, e.g. CGST and SGST together), on top
 * of an exclusive one.
 */
export function taxOfNet(net: number, rate: number, taxesIncluded: boolean, combinedRate = rate): number {
  return taxesIncluded ? Math.round((net * rate) / (1 + combinedRate)) : Math.round(net * rate);
}
