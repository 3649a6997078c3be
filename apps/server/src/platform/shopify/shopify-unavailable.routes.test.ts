import { describe, expect, it } from 'vitest';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { embeddedDb } from '../../test/test-db';

// Shopify down is not our fault and not the shopper's: the lookup answers 503 with Retry-After, and the
// same lookup works once Shopify answers again.
describe.each(embeddedDb)('Shopify unavailable during a request (%s)', (kind) => {
  const t = useShopifyTestApp(kind);
  const lookUp = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: {
        store: t.shop.replace('.myshopify.com', ''),
        order_number: t.order.name,
        contact: 'asha@example.com',
      },
    });

  it('answers 503 UNAVAILABLE with Retry-After while every try fails, then finds the order', async () => {
    t.fake.failNext(...Array.from({ length: 5 }, () => ({ kind: 'status' as const, status: 503 })));
    const down = await lookUp();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'UNAVAILABLE' });

    expect((await lookUp()).statusCode).toBe(201);
  });
});
