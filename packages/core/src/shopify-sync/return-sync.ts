import { PLATFORM_RETURN_STATUS, type RequestKind, type RequestStatus } from '../lifecycle/statuses';
import { nextStatus } from '../lifecycle/transitions';

/** Shopify's ReturnStatus. */
export type ShopifyReturnStatus = 'REQUESTED' | 'OPEN' | 'DECLINED' | 'CLOSED' | 'CANCELED';

/**
 * What our request does when Shopify says its return is in `platform`: nothing (we are there already,
 * or ahead: our own write coming back), one lifecycle move the merchant made in Shopify's admin, or a
 * flag for the merchant when Shopify went somewhere our lifecycle has no move for.
 */
export type ReturnSync =
  | { kind: 'none' }
  | { kind: 'move'; action: 'approve' | 'reject' | 'cancel' }
  | { kind: 'attention'; message: string };

/** The move that takes a request to the Shopify status, from where each may start. */
const MOVES: Partial<Record<ShopifyReturnStatus, 'approve' | 'reject' | 'cancel'>> = {
  OPEN: 'approve',
  DECLINED: 'reject',
  CANCELED: 'cancel',
};

const SAID: Record<ShopifyReturnStatus, string> = {
  REQUESTED: 'requested again',
  OPEN: 'reopened',
  DECLINED: 'declined',
  CLOSED: 'closed',
  CANCELED: 'cancelled',
};

/** Statuses that are ahead of a Shopify status: our own processing has not reached Shopify yet. */
const AHEAD: Record<ShopifyReturnStatus, readonly RequestStatus[]> = {
  // Our approval (or rejection, cancellation) is on its way to Shopify.
  REQUESTED: ['approved', 'in_transit', 'delivered', 'received', 'rejected', 'cancelled'],
  // Our receipt and inspection close the return on Shopify afterwards; an inspection leaves it open
  // for the refund to the original payment, which closes it.
  OPEN: ['in_transit', 'delivered', 'received', 'inspected'],
  DECLINED: [],
  CLOSED: [],
  CANCELED: [],
};

/**
 * Compares our request with Shopify's return. Archived requests are settled for the merchant and are
 * never moved; a status the state machine cannot reach from ours is left to the merchant, flagged.
 */
export function returnSync(
  request: { status: RequestStatus; kind: RequestKind },
  platform: ShopifyReturnStatus,
): ReturnSync {
  if (request.status === 'archived') return { kind: 'none' };
  if (PLATFORM_RETURN_STATUS[request.status] === platform) return { kind: 'none' };
  if (AHEAD[platform].includes(request.status)) return { kind: 'none' };
  const action = MOVES[platform];
  if (action && nextStatus(request.status, action, request.kind) !== undefined)
    return { kind: 'move', action };
  return {
    kind: 'attention',
    message: `The return was ${SAID[platform]} in Shopify while this request is ${request.status.replace(/_/g, ' ')}`,
  };
}
