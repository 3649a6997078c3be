/**
 * Where a parcel is, as the portal words it for a shopper: our couriers' statuses (couriers/tracking.ts)
 * and the platform's shipment statuses of an exchange order, in one short list the pages translate.
 */
export const SHOPPER_TRACKING_STATES = [
  'label_created',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_attempted',
  'ready_for_pickup',
  'delivery_failed',
] as const;
export type ShopperTrackingState = (typeof SHOPPER_TRACKING_STATES)[number];

/** Each status a courier or Shopify's fulfillment `shipment_status` reports, by its lower-case code. */
const STATE_OF: ReadonlyMap<string, ShopperTrackingState> = new Map<string, ShopperTrackingState>([
  ...SHOPPER_TRACKING_STATES.map((s) => [s, s] as const),
  ['label_printed', 'label_created'],
  ['label_purchased', 'label_created'],
  ['confirmed', 'label_created'],
  ['pre_transit', 'label_created'],
  ['transit', 'in_transit'],
  ['attempted_delivery', 'delivery_attempted'],
  ['failure', 'delivery_failed'],
  ['returned', 'delivery_failed'],
]);

/** The shopper's state of a stored status; null for one we cannot word (it is then not shown). */
export function shopperTrackingState(status: string | null | undefined): ShopperTrackingState | null {
  return STATE_OF.get((status ?? '').trim().toLowerCase()) ?? null;
}
