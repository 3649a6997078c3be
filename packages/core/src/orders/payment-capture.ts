/** Payment capture applies to orders created on or after this date (UTC). */
export const PAYMENT_CAPTURE_START_DATE = '2025-10-07';
const START_MS = Date.parse(`${PAYMENT_CAPTURE_START_DATE}T00:00:00Z`);

export type PaymentCapturePolicy =
  | { shopify_policy_enable_payment_capture?: boolean | null }
  | null
  | undefined;

/**
 * Unavailable when the store has the platform's own payment-capture policy enabled;
 * otherwise available for orders created on or after 2025-10-07. Unparseable dates: unavailable.
 */
export function isPaymentCaptureAvailable(
  policySettings: PaymentCapturePolicy,
  orderCreatedAt: string | null | undefined,
): boolean {
  if (policySettings?.shopify_policy_enable_payment_capture === true) return false;
  if (!orderCreatedAt) return false;
  const t = Date.parse(orderCreatedAt);
  return Number.isFinite(t) && t >= START_MS;
}
