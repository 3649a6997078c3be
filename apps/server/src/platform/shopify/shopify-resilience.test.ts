import { describe, expect, it } from 'vitest';
import { useShopifyPlatform } from '../../test/shopify-platform-setup';
import { embeddedDb } from '../../test/test-db';
import { ShopifyUnavailableError } from './admin-graphql';

const waits: number[] = [];
const recordingSleep = (ms: number) => {
  waits.push(ms);
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
};

describe.each(embeddedDb)('shopify adapter: throttling, retries and tokens (%s)', (kind) => {
  // A bucket that refills in about half a second, so a throttled call waits a little, not a lot.
  const t = useShopifyPlatform(kind, {
    bucket: { maximumAvailable: 1000, restoreRate: 2000 },
    platform: { sleep: recordingSleep },
  });
  const orderId = () => String(t.order.id);

  it('a THROTTLED answer is waited out and retried', async () => {
    const before = t.fake.requestCount();
    t.fake.failNext({ kind: 'throttle' });
    const order = await t.platform.getOrder(t.store.id, orderId());
    expect(order?.name).toBe('#1001');
    // At least the throttled query, its retry and the order's second query (the small bucket may throttle more).
    expect(t.fake.requestCount() - before).toBeGreaterThanOrEqual(3);
  });

  it('Retry-After of a 429 is honoured', async () => {
    waits.length = 0;
    t.fake.failNext({ kind: 'status', status: 429, retryAfter: 1 });
    expect(await t.platform.getOrder(t.store.id, orderId())).not.toBeNull();
    expect(waits).toContain(1000);
  });

  it('an empty bucket delays only its own shop', async () => {
    const other = await t.connect();
    t.fake.seedOrder(other.shop, {
      email: 'b@example.com',
      lines: [{ title: 'Mug', price: 30_000, quantity: 1 }],
    });
    t.fake.drainBucket(t.shop);
    const done: string[] = [];
    const slow = t.platform.getOrder(t.store.id, orderId()).then(() => done.push('drained shop'));
    const fast = t.platform.findOrder(other.store.id, { name: '#1001', email: 'b@example.com' }).then((o) => {
      done.push('other shop');
      return o;
    });
    expect((await fast)?.email).toBe('b@example.com');
    await slow;
    expect(done).toEqual(['other shop', 'drained shop']);
  });

  it('a 401 asks the connection for a new token once, and the call goes through with it', async () => {
    t.fake.rotateToken(t.shop, 'shpat_rotated');
    t.access.next.set(t.store.id, 'shpat_rotated');
    expect((await t.platform.getOrder(t.store.id, orderId()))?.name).toBe('#1001');
    expect(t.access.refreshes).toBe(1);
  });

  it('a token refused again after the refresh fails without a loop', async () => {
    t.fake.rotateToken(t.shop, 'shpat_elsewhere');
    await expect(t.platform.getOrder(t.store.id, orderId())).rejects.toBeInstanceOf(ShopifyUnavailableError);
    expect(t.access.refreshes).toBe(1);
  });

  it('a write that Shopify throttles is sent again: a throttled call was not applied', async () => {
    t.fake.failNext({ kind: 'throttle' });
    const ret = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'thr',
      orderId: orderId(),
      status: 'open',
      lineItems: [{ lineItemId: String(t.order.lines[1]?.id), quantity: 1, reason: 'Unwanted' }],
    });
    expect(ret.status).toBe('OPEN');
    expect(t.fake.shop(t.shop).returns.size).toBe(1);
  });
});
