import { describe, expect, it } from 'vitest';
import { createStore } from '../test/factories';
import { installByOAuth, useShopifyConnectTest } from '../test/shopify-connect-kit';
import { embeddedDb } from '../test/test-db';

describe.each(embeddedDb)('the platform router on %s', (kind) => {
  const t = useShopifyConnectTest(kind);

  it("sends a demo store's calls to the demo store and a Shopify store's to the Shopify adapter", async () => {
    const shop = t.newShop();
    const shopifyStoreId = await installByOAuth(t, shop);
    const order = t.fake.seedOrder(shop, {
      email: 'asha@example.com',
      lines: [{ title: 'Kurta', price: 150000, quantity: 1 }],
    });
    const demoStore = await createStore(t.database.db);

    const before = t.fake.requestCount();
    expect(await t.deps.platform.getOrder(demoStore.id, String(order.id))).toBeNull();
    expect(t.fake.requestCount()).toBe(before);

    const found = await t.deps.platform.getOrder(shopifyStoreId, String(order.id));
    expect(found).toMatchObject({ id: String(order.id), name: order.name, email: 'asha@example.com' });
    expect(t.fake.requestCount()).toBeGreaterThan(before);
  });

  it('answers 404 for a store that does not exist', async () => {
    await expect(t.deps.platform.listLocations(crypto.randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
