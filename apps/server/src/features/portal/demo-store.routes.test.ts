import type { PortalRequestDetails, SessionDataResponse } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoOrders, reasons, stores } from '../../db/schema';
import { seedDemoPlatform } from '../../platform/demo/seed/seed-demo-platform';
import { useTestApp } from '../../test/build-test-app';
import { createStore } from '../../test/factories';
import { embeddedDb } from '../../test/test-db';
import { setUpDemoPortal } from './set-up-demo-portal';

// The whole shopper journey against the real demo adapter and its seeded orders.
describe.each(embeddedDb)('portal on the demo platform on %s', (kind) => {
  const t = useTestApp(kind);

  it('finds a seeded order, lists its items with eligibility and takes a return', async () => {
    const refDate = new Date('2026-11-01T00:00:00.000Z');
    const store = await createStore(t.deps.db, { domain: 'demo-test.myshopify.com', currency: 'INR' });
    await seedDemoPlatform(t.deps.db, { storeId: store.id, orders: 60, seed: 'portal', refDate });
    await setUpDemoPortal(t.deps.db);
    const [row] = await t.deps.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.portalHandle).toBe('demo-test');

    const orders = await t.deps.db
      .select({ id: demoOrders.id })
      .from(demoOrders)
      .where(eq(demoOrders.storeId, store.id))
      .orderBy(asc(demoOrders.orderNumber));
    let data: SessionDataResponse | null = null;
    for (const [n, { id }] of orders.entries()) {
      const order = await t.deps.platform.getOrder(store.id, String(id));
      if (!order?.email) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/session-data',
        payload: { store: 'demo-test', order_number: order.name, contact: order.email },
        remoteAddress: `10.9.0.${n}`, // one lookup per address: the per-IP limit is not under test here
      });
      expect(res.statusCode).toBe(201);
      const read = await t.app.inject({
        method: 'POST',
        url: `/api/customer/v1/session-data/${res.json().session_id}`,
      });
      expect(read.statusCode).toBe(200);
      const body = read.json<SessionDataResponse>();
      expect(body.order.items).toHaveLength(order.line_items.length);
      if (body.order.items.some((i) => i.return.eligible)) {
        data = body;
        break;
      }
    }
    if (!data) throw new Error('no seeded order with a returnable item');
    // The seeded drop-off place lets the portal offer drop-off.
    expect(data.store.return_methods).toEqual(['pickup', 'drop_off']);
    const hindi = await t.app.inject({
      url: `/api/return-exchange-reason/v1?page=1&limit=100&session=${data.session_id}&language=hi`,
    });
    const hindiNames: string[] = hindi.json().docs.map((r: { name: string }) => r.name);
    expect(hindiNames).toContain('साइज़ बड़ा है');
    for (const name of hindiNames) expect(name).toMatch(/^[\u0900-\u097F ]+$/);

    const item = data.order.items.find((i) => i.return.eligible);
    const [reason] = await t.deps.db
      .select()
      .from(reasons)
      .where(and(eq(reasons.storeId, store.id), eq(reasons.name, 'Size too large')));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'demo-journey-1' },
      payload: {
        session_id: data.session_id,
        kind: 'return',
        refund_mode: data.order.refund_modes.includes('store_credit')
          ? 'store_credit'
          : data.order.refund_modes[0],
        ...(data.order.refund_modes.includes('store_credit')
          ? {}
          : {
              bank_details: {
                account_holder_name: 'Test User',
                account_number: '123456789',
                bank_code: 'HDFC0001234',
              },
            }),
        address: {
          first_name: 'Test',
          address_line_1: '1 Main Road',
          city: 'Pune',
          country: 'India',
          postal_code: '411001',
        },
        phone: { dial_code: '+91', number: '9876543210' },
        items: [{ line_item_id: item?.line_item_id, quantity: 1, reason_id: reason?.id }],
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<PortalRequestDetails>();
    expect(created.status).toBe('requested');
    expect(Number(created.refund_amount)).toBeGreaterThan(0);
  });
});
