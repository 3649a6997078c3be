/**
 * What a Shopify app subscription's status (the `app_subscriptions/update` webhook) makes of our charge:
 * active, or ended as declined or cancelled. Null keeps it as it is: PENDING and ACCEPTED are on the way to
 * ACTIVE, and a FROZEN store keeps its plan until Shopify cancels the subscription or thaws it.
 */
export function chargeStatusOf(shopifyStatus: string): 'active' | 'declined' | 'cancelled' | null {
  switch (shopifyStatus.toUpperCase()) {
    case 'ACTIVE':
      return 'active';
    case 'CANCELLED':
      return 'cancelled';
    case 'DECLINED':
    case 'EXPIRED':
      // Expired: the merchant never answered the approval page, which is a decline for us.
      return 'declined';
    default:
      return null;
  }
}
