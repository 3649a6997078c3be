import { and, eq } from 'drizzle-orm';
import { demoFulfillmentOrders } from '../../db/schema';
import type { FulfillmentOrder, Write } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, parseId } from './demo-deps';
import { fulfillmentOrderView } from './fulfillment-order-view';
import { idempotent } from './idempotent';

/** fulfillmentOrderReleaseHold: the held exchange order can now be shipped. */
export function releaseHold(
  deps: DemoDeps,
  storeId: string,
  input: Write & { fulfillmentOrderId: string },
): Promise<FulfillmentOrder> {
  return idempotent(deps, storeId, 'releaseHold', input, async (tx, now) => {
    const where = and(
      eq(demoFulfillmentOrders.storeId, storeId),
      eq(demoFulfillmentOrders.id, parseId(input.fulfillmentOrderId)),
    );
    const [fo] = await tx.select().from(demoFulfillmentOrders).where(where).for('update');
    if (!fo) throw new PlatformError('not_found', 'Fulfillment order not found');
    if (fo.status !== 'on_hold')
      throw new PlatformError('invalid_state', 'The fulfillment order is not on hold');
    const [released] = await tx
      .update(demoFulfillmentOrders)
      .set({ status: 'open', holds: [], updatedAt: now })
      .where(where)
      .returning();
    return fulfillmentOrderView(released as typeof demoFulfillmentOrders.$inferSelect);
  });
}
