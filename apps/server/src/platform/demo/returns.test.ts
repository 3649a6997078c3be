import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoInventoryLevels } from '../../db/schema';
import { delivered, usePlatform } from '../../test/demo-platform-setup';
import { embeddedDb } from '../../test/test-db';
import type { Order } from '../platform';

describe.each(embeddedDb)('demo platform returns on %s', (kind) => {
  const t = usePlatform(kind);
  const multiQty = (o: Order) => delivered(o) && o.line_items.some((l) => l.quantity >= 2);

  async function available(variantId: string, locationId: string): Promise<number> {
    const [level] = await t.database.db
      .select()
      .from(demoInventoryLevels)
      .where(
        and(
          eq(demoInventoryLevels.storeId, t.store.id),
          eq(demoInventoryLevels.variantId, Number(variantId)),
          eq(demoInventoryLevels.locationId, Number(locationId)),
        ),
      );
    return level?.available ?? 0;
  }

  it('creates a requested return, approves it, disposes items and closes it', async () => {
    const order = await t.order(multiQty);
    const line = order.line_items.find((l) => l.quantity >= 2);
    if (!line?.variant_id) throw new Error('no line');
    const requested = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'ret-1',
      orderId: order.id,
      status: 'requested',
      lineItems: [{ lineItemId: line.id, quantity: 2, reason: 'SIZE_TOO_SMALL', customerNote: 'Too tight' }],
    });
    expect(requested).toMatchObject({ status: 'REQUESTED', order_id: order.id, name: `${order.name}-R1` });
    expect(requested.admin_graphql_api_id).toBe(`gid://shopify/Return/${requested.id}`);
    const approved = await t.platform.approveReturn(t.store.id, {
      idempotencyKey: 'ap-1',
      returnId: requested.id,
    });
    expect(approved.status).toBe('OPEN');

    const [location] = await t.platform.listLocations(t.store.id);
    const second = (await t.platform.listLocations(t.store.id))[1];
    if (!location || !second) throw new Error('locations');
    const before = await available(line.variant_id, second.id);
    const beforeDefault = await available(line.variant_id, location.id);
    const rli = approved.return_line_items[0];
    if (!rli) throw new Error('no return line');
    const disposed = await t.platform.disposeItems(t.store.id, {
      idempotencyKey: 'dis-1',
      returnId: approved.id,
      dispositions: [
        {
          reverseFulfillmentOrderLineItemId: rli.reverse_fulfillment_order_line_item_id,
          quantity: 1,
          type: 'RESTOCKED',
          locationId: second.id,
        },
        {
          reverseFulfillmentOrderLineItemId: rli.reverse_fulfillment_order_line_item_id,
          quantity: 1,
          type: 'NOT_RESTOCKED',
        },
      ],
    });
    expect(disposed.return_line_items[0]).toMatchObject({
      restocked_quantity: 1,
      not_restocked_quantity: 1,
      missing_quantity: 0,
    });
    expect(await available(line.variant_id, second.id)).toBe(before + 1);
    expect(await available(line.variant_id, location.id)).toBe(beforeDefault);

    // The same key again: same answer, no second restock.
    const again = await t.platform.disposeItems(t.store.id, {
      idempotencyKey: 'dis-1',
      returnId: approved.id,
      dispositions: [
        {
          reverseFulfillmentOrderLineItemId: rli.reverse_fulfillment_order_line_item_id,
          quantity: 1,
          type: 'RESTOCKED',
          locationId: second.id,
        },
        {
          reverseFulfillmentOrderLineItemId: rli.reverse_fulfillment_order_line_item_id,
          quantity: 1,
          type: 'NOT_RESTOCKED',
        },
      ],
    });
    expect(again).toEqual(disposed);
    expect(await available(line.variant_id, second.id)).toBe(before + 1);
    await expect(
      t.platform.disposeItems(t.store.id, {
        idempotencyKey: 'dis-2',
        returnId: approved.id,
        dispositions: [
          {
            reverseFulfillmentOrderLineItemId: rli.reverse_fulfillment_order_line_item_id,
            quantity: 1,
            type: 'MISSING',
          },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'quantity_exceeded' });

    const closed = await t.platform.closeReturn(t.store.id, {
      idempotencyKey: 'close-1',
      returnId: approved.id,
    });
    expect(closed.status).toBe('CLOSED');
    expect(closed.closed_at).toBe('2026-11-01T10:00:00.000Z');
    expect((await t.platform.getReturn(t.store.id, approved.id))?.status).toBe('CLOSED');
  });

  it('creates an approved return directly and refuses more than was fulfilled', async () => {
    const order = await t.order(delivered);
    const line = order.line_items[0];
    if (!line) throw new Error('no line');
    await expect(
      t.platform.createReturn(t.store.id, {
        idempotencyKey: 'too-many',
        orderId: order.id,
        status: 'open',
        lineItems: [{ lineItemId: line.id, quantity: line.quantity + 1, reason: 'OTHER' }],
      }),
    ).rejects.toMatchObject({ reason: 'quantity_exceeded' });
    const input = {
      idempotencyKey: 'open-1',
      orderId: order.id,
      status: 'open' as const,
      lineItems: [{ lineItemId: line.id, quantity: line.quantity, reason: 'DEFECTIVE' }],
    };
    const opened = await t.platform.createReturn(t.store.id, input);
    expect(opened.status).toBe('OPEN');
    expect(await t.platform.createReturn(t.store.id, input)).toEqual(opened);
    // The whole line is in that return now.
    await expect(
      t.platform.createReturn(t.store.id, {
        ...input,
        idempotencyKey: 'open-2',
        lineItems: [{ lineItemId: line.id, quantity: 1, reason: 'OTHER' }],
      }),
    ).rejects.toMatchObject({ reason: 'quantity_exceeded' });
    const cancelled = await t.platform.cancelReturn(t.store.id, {
      idempotencyKey: 'cancel-1',
      returnId: opened.id,
    });
    expect(cancelled.status).toBe('CANCELED');
  });

  it('declines a requested return, which frees its items', async () => {
    const order = await t.order(delivered);
    const line = order.line_items[0];
    if (!line) throw new Error('no line');
    const items = [{ lineItemId: line.id, quantity: 1, reason: 'UNWANTED' }];
    const requested = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'd-1',
      orderId: order.id,
      status: 'requested',
      lineItems: items,
    });
    const declined = await t.platform.declineReturn(t.store.id, {
      idempotencyKey: 'd-2',
      returnId: requested.id,
      reason: 'FINAL_SALE',
      note: 'Sale items are final',
    });
    expect(declined).toMatchObject({
      status: 'DECLINED',
      decline: { reason: 'FINAL_SALE', note: 'Sale items are final' },
    });
    expect(
      await t.platform.declineReturn(t.store.id, {
        idempotencyKey: 'd-2',
        returnId: requested.id,
        reason: 'FINAL_SALE',
        note: 'Sale items are final',
      }),
    ).toEqual(declined);
    await expect(
      t.platform.approveReturn(t.store.id, { idempotencyKey: 'd-3', returnId: requested.id }),
    ).rejects.toMatchObject({
      reason: 'invalid_state',
    });
    const again = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'd-4',
      orderId: order.id,
      status: 'requested',
      lineItems: items,
    });
    expect(again.name).toBe(`${order.name}-R2`);
  });

  it('cannot return what was not shipped, nor touch another store', async () => {
    const order = await t.order((o) => o.fulfillments.length === 0);
    const line = order.line_items[0];
    if (!line) throw new Error('no line');
    await expect(
      t.platform.createReturn(t.store.id, {
        idempotencyKey: 'u-1',
        orderId: order.id,
        status: 'requested',
        lineItems: [{ lineItemId: line.id, quantity: 1, reason: 'OTHER' }],
      }),
    ).rejects.toMatchObject({ reason: 'quantity_exceeded' });
    await expect(
      t.platform.createReturn('00000000-0000-0000-0000-000000000000', {
        idempotencyKey: 'u-2',
        orderId: order.id,
        status: 'requested',
        lineItems: [{ lineItemId: line.id, quantity: 1, reason: 'OTHER' }],
      }),
    ).rejects.toBeTruthy();
    expect(await t.platform.getOrder('00000000-0000-0000-0000-000000000000', order.id)).toBeNull();
  });
});
