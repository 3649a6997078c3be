import { COURIERS, type Courier } from '@roundtrip/core';
import { COURIER_INFO } from '@roundtrip/core/couriers';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courierConnections } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * The couriers a store can book with (a workflow's "choose a courier", the Integrations page): the
 * built-in sandbox until the merchant turns it off, and every supported courier the store connected and
 * left enabled.
 */
export async function connectedCouriers(db: Deps['db'] | Tx, storeId: string): Promise<Courier[]> {
  const rows = await db
    .select({ courier: courierConnections.courier, enabled: courierConnections.enabled })
    .from(courierConnections)
    .where(eq(courierConnections.storeId, storeId));
  return COURIERS.filter((c) => {
    const row = rows.find((r) => r.courier === c);
    return c === 'sandbox' ? (row?.enabled ?? true) : COURIER_INFO[c].supported && Boolean(row?.enabled);
  });
}
