import type { RefundState } from '../shopper/refund-state';
import type { RequestKind, RequestStatus } from './statuses';

/**
 * A failed refund has a way out (docs/lifecycle.md "A failed refund"): a refunded return whose refund
 * failed, and that no later refund paid, may be refunded again in any mode. The status stays refunded;
 * the new refund replaces the failed ones.
 */
export function canRefundAgain(
  request: { status: RequestStatus; kind: RequestKind },
  state: RefundState,
): boolean {
  return request.kind === 'return' && request.status === 'refunded' && state === 'failed';
}
