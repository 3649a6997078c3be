import { COURIERS, type Courier } from '@roundtrip/core';
import { COURIER_INFO } from '@roundtrip/core/couriers';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courierConnections } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * The couriers a store can book with on its own (a workflow's "choose a courier"): the built-in sandbox
 * and every supported courier the store connected and left enabled.
 */
export async function connectedCouriers(db: Deps['db'] | Tx, storeId: string): Promise<Courier[]> {
  const rows = await db
    .select({ courier: courierConnections.courier, enabled: courierConnections.enabled })
    .from(courierConnections)
    .where(eq(courierConnections.storeId, storeId));
  return COURIERS.filter(
    (c) => c === 'sandbox' || (COURIER_INFO[c].supported && rows.some((r) => r.courier === c && r.enabled)),
  );
}
