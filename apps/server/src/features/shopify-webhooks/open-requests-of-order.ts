import { ACTIVE_STATUSES } from '@roundtrip/core/lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import { type RequestRow, requests } from '../../db/schema';
import type { Deps } from '../../deps';

/** The order's requests that still have merchant work left. */
export function openRequestsOfOrder(deps: Deps, storeId: string, orderId: string): Promise<RequestRow[]> {
  return deps.db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.storeId, storeId),
        eq(requests.orderId, orderId),
        inArray(requests.status, [...ACTIVE_STATUSES]),
      ),
    );
}
