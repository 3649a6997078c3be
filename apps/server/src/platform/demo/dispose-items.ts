import { and, eq, sql } from 'drizzle-orm';
import { demoInventoryLevels, demoLineItems, demoLocations, demoReturnLineItems } from '../../db/schema';
import type { DisposeItemsInput, Return } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { findReturnRow, returnView } from './return-view';

/**
 * reverseFulfillmentOrderDispose: each received unit is restocked (available inventory goes up at the
 * given location), not restocked, or missing. A unit is disposed once.
 */
export function disposeItems(deps: DemoDeps, storeId: string, input: DisposeItemsInput): Promise<Return> {
  return idempotent(deps, storeId, 'disposeItems', input, async (tx, now) => {
    const ret = await findReturnRow(tx, storeId, input.returnId, true);
    if (ret.status !== 'OPEN')
      throw new PlatformError('invalid_state', `A ${ret.status} return cannot be disposed`);
    if (input.dispositions.length === 0) throw new PlatformError('invalid_input', 'Nothing to dispose');
    const lines = await tx
      .select()
      .from(demoReturnLineItems)
      .where(and(eq(demoReturnLineItems.storeId, storeId), eq(demoReturnLineItems.returnId, ret.id)));
    for (const d of input.dispositions) {
      if (!['RESTOCKED', 'NOT_RESTOCKED', 'MISSING'].includes(d.type)) {
        throw new PlatformError('invalid_input', 'A disposition is RESTOCKED, NOT_RESTOCKED or MISSING');
      }
      const line = lines.find((l) => l.rfoLineItemId === parseId(d.reverseFulfillmentOrderLineItemId));
      if (!line) throw new PlatformError('not_found', 'That item is not on this return');
      if (!Number.isInteger(d.quantity) || d.quantity < 1) {
        throw new PlatformError('invalid_input', 'Quantities must be whole numbers above zero');
      }
      const disposed = line.restockedQuantity + line.notRestockedQuantity + line.missingQuantity;
      if (disposed + d.quantity > line.quantity) {
        throw new PlatformError(
          'quantity_exceeded',
          `Only ${line.quantity - disposed} of that item are left to dispose`,
        );
      }
      let locationId: number | null = null;
      if (d.type === 'RESTOCKED') {
        const [location] = await tx
          .select()
          .from(demoLocations)
          .where(and(eq(demoLocations.storeId, storeId), eq(demoLocations.id, parseId(d.locationId))));
        if (!location) throw new PlatformError('not_found', 'Restocking needs a location of the store');
        const [item] = await tx
          .select({ variantId: demoLineItems.variantId })
          .from(demoLineItems)
          .where(and(eq(demoLineItems.storeId, storeId), eq(demoLineItems.id, line.lineItemId)));
        if (!item?.variantId)
          throw new PlatformError('invalid_state', 'The item no longer has a variant to restock');
        locationId = location.id;
        await tx
          .insert(demoInventoryLevels)
          .values({ storeId, variantId: item.variantId, locationId, available: d.quantity, updatedAt: now })
          .onConflictDoUpdate({
            target: [
              demoInventoryLevels.storeId,
              demoInventoryLevels.variantId,
              demoInventoryLevels.locationId,
            ],
            set: { available: sql`${demoInventoryLevels.available} + ${d.quantity}`, updatedAt: now },
          });
      }
      const counter = {
        RESTOCKED: 'restockedQuantity',
        NOT_RESTOCKED: 'notRestockedQuantity',
        MISSING: 'missingQuantity',
      } as const;
      const field = counter[d.type];
      line[field] += d.quantity;
      line.dispositions = [
        ...line.dispositions,
        { type: d.type, quantity: d.quantity, location_id: locationId, at: now.toISOString() },
      ];
      await tx
        .update(demoReturnLineItems)
        .set({ [field]: line[field], dispositions: line.dispositions })
        .where(and(eq(demoReturnLineItems.storeId, storeId), eq(demoReturnLineItems.id, line.id)));
    }
    return returnView(tx, storeId, ret);
  });
}
