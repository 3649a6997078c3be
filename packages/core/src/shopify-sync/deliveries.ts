/** The fields of a Shopify fulfillment webhook that say whether and when it was delivered. */
export type FulfillmentDeliveryFacts = {
  status?: string | null | undefined;
  shipment_status?: string | null | undefined;
  /** Present in newer API versions; the carrier's delivery time. */
  delivered_at?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/**
 * When the fulfillment was delivered, or null: a successful fulfillment whose carrier says `delivered`.
 * Shopify's REST payload has no delivery time in older versions: the update that says delivered is it.
 */
export function fulfillmentDeliveredAt(f: FulfillmentDeliveryFacts): string | null {
  if (f.status && f.status !== 'success') return null;
  if (f.shipment_status !== 'delivered') return null;
  return f.delivered_at ?? f.updated_at ?? null;
}
