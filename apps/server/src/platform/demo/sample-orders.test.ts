import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../test/demo-platform-setup';
import { embeddedDb } from '../../test/test-db';
import { demoSampleOrders } from './sample-orders';

const DAY_MS = 86_400_000;

describe.each(embeddedDb)('demo sample orders on %s', (kind) => {
  const t = usePlatform(kind, 200);

  it('offers up to three prepaid orders delivered lately, each found by its number and email', async () => {
    const samples = await demoSampleOrders({ db: t.database.db, clock: t.clock.read }, t.store.id);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.length).toBeLessThanOrEqual(3);
    for (const sample of samples) {
      const order = await t.platform.findOrder(t.store.id, {
        name: sample.order_number,
        email: sample.email,
      });
      expect(order?.financial_status).toBe('paid');
      expect(order?.payment_gateway_names.some((g) => g.includes('COD'))).toBe(false);
      const deliveredAt = order?.fulfillments.find((f) => f.delivered_at)?.delivered_at;
      expect(t.clock.read().getTime() - Date.parse(deliveredAt ?? '')).toBeLessThan(20 * DAY_MS);
    }
  });

  it('offers nothing once every order is older than the return window', async () => {
    t.clock.set('2027-06-01T00:00:00.000Z');
    expect(await demoSampleOrders({ db: t.database.db, clock: t.clock.read }, t.store.id)).toEqual([]);
  });
});
