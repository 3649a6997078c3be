import { toMinor } from '@roundtrip/core/money';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, requests } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { submitPortalRequest } from '../../test/request-factories';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { shopperView } from '../../test/shopper-view';
import { embeddedDb } from '../../test/test-db';

// The shopper → merchant lifecycle through the real API routes and the outbox, on the shopify adapter
// and the fake Admin API: what ends up in the fake's state is what Shopify would hold.
describe.each(embeddedDb)('the lifecycle on Shopify (%s)', (kind) => {
  const t = useShopifyTestApp(kind, { hold_exchange_orders: true });
  const shopOf = () => t.fake.shop(t.shop);
  const mutations = () => shopOf().calls.map((c) => c.mutation);
  type LogRow = {
    effect: string;
    outcome: string;
    message: string;
    request: { operation?: string };
    response: { cost?: unknown };
  };
  /** The rows of the request's Shopify log that are GraphQL calls. */
  const shopifyCalls = async (requestId: string): Promise<LogRow[]> =>
    (await t.call('GET', `shopify-log/v1/${requestId}`))
      .json()
      .docs.filter((d: LogRow) => d.request.operation);
  /** Shopify's refunds that moved money (processing a return's items makes one of 0.00 too). */
  const moneyRefunds = () => [...shopOf().refunds.values()].filter((r) => r.transactions.length > 0);
  const platformOrder = async () => {
    const order = await t.deps.platform.getOrder(t.store.id, String(t.order.id));
    if (!order) throw new Error('the seeded order is not in the fake');
    return order;
  };

  it('a return is restocked and refunded to the original payment', async () => {
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
    expect((await t.call('POST', `return-exchange/v1/${r.id}/approve`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(shopOf().returns.get(Number(approved.platform_return_id))?.status).toBe('OPEN');

    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    const inspected = await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: approved.items[0].id, restock: 1 }],
    });
    expect(inspected.statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    const refunded = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'pay_to_source',
      // Less than the shirt's 1,000.00 that Shopify suggests: the page shows both figures.
      amount: '900.00',
      idempotency_key: 'refund-click-1',
    });
    expect(refunded.statusCode).toBe(200);
    await runPendingSideEffects(t.deps);

    const detail = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.refunds).toMatchObject([{ status: 'succeeded' }]);
    expect(Number(detail.refunds[0].amount)).toBe(900);
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        type: 'refund_suggestion_differs',
        message: expect.stringMatching(
          /^Shopify suggested refunding 1000\.00 INR for this return; Roundtrip refunded 900\.00 INR \(difference -100\.00\)$/,
        ),
      }),
    );
    const ret = shopOf().returns.get(Number(detail.platform_return_id));
    expect(ret).toMatchObject({
      status: 'CLOSED',
      lines: [{ quantity: 1, processedQuantity: 1, dispositions: [{ type: 'RESTOCKED', quantity: 1 }] }],
    });
    expect(shopOf().products.get(t.product.id)?.variants[0]?.inventory.get(shopOf().locationId)).toBe(6);
    const refunds = moneyRefunds();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.transactions).toMatchObject([
      { kind: 'REFUND', amount: toMinor(detail.refunds[0].amount, 'INR') },
    ]);
    // Dispositions, then the refund through returnProcess on the still open return, then the close.
    expect(mutations()).toEqual(['returnCreate', 'returnProcess', 'returnProcess', 'returnClose']);
    expect(refunds[0]?.returnId).toBe(ret?.id);
    // The Shopify log: one row per GraphQL call, with its operation, variables, cost and userErrors.
    const calls = await shopifyCalls(r.id);
    const processCall = (effect: string) =>
      calls.find((c) => c.request.operation === 'ReturnProcess' && c.effect === effect);
    expect(processCall('refund')).toMatchObject({
      outcome: 'succeeded',
      request: { variables: { input: { financialTransfer: { issueRefund: expect.any(Object) } } } },
      response: { cost: { requestedQueryCost: expect.any(Number) }, userErrors: [] },
    });
    expect(processCall('dispose_items')).toMatchObject({
      request: { variables: { input: { returnLineItems: [{ dispositions: [expect.any(Object)] }] } } },
    });
    expect(calls.map((c) => c.request.operation)).toEqual(
      expect.arrayContaining(['Order', 'ReturnCreate', 'SuggestedOutcome', 'ReturnClose']),
    );
  });

  it('restocks at the location the merchant chose', async () => {
    const branch = t.fake.addLocation(t.shop);
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    const locations = (await t.call('GET', 'admin/available-locations')).json().docs;
    expect(locations.map((l: { name: string }) => l.name)).toEqual(['Main warehouse', `Location ${branch}`]);
    const chosen = locations.find((l: { name: string }) => l.name === `Location ${branch}`);

    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    const inspected = await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: approved.items[0].id, restock: 1, location_id: chosen.id }],
    });
    expect(inspected.statusCode, inspected.body).toBe(200);
    await runPendingSideEffects(t.deps);
    const inventory = shopOf().products.get(t.product.id)?.variants[0]?.inventory;
    expect(inventory?.get(branch)).toBe(1);
    expect(inventory?.get(shopOf().locationId)).toBe(5);
  });

  it('a throttled call is retried, and a timeout after the refund makes no second refund', async () => {
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    t.fake.failNext({ kind: 'throttle' });
    await runPendingSideEffects(t.deps);
    const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(approved.platform_return_id).toEqual(expect.any(String));
    const throttled = (await shopifyCalls(r.id)).filter((c) => c.message.endsWith(': THROTTLED'));
    expect(throttled).toHaveLength(1);

    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: approved.items[0].id, restock: 1 }],
    });
    await runPendingSideEffects(t.deps);
    await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'pay_to_source',
      idempotency_key: 'refund-timeout',
    });
    // Shopify applies the refund but the answer never comes: the adapter finds it instead of resending.
    t.fake.failNext({ kind: 'timeout-after-write', mutation: 'returnProcess' });
    await runPendingSideEffects(t.deps);
    await runPendingSideEffects(t.deps);
    const detail = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.refunds).toMatchObject([{ status: 'succeeded' }]);
    expect(moneyRefunds()).toHaveLength(1);
    expect(mutations().filter((m) => m === 'returnProcess')).toHaveLength(2);
  });

  it('an exchange makes a new order held until the return is received, then released', async () => {
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { kind: 'exchange' });
    expect((await t.call('POST', `return-exchange/v1/${r.id}/approve`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    const held = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(held.exchange_order).toMatchObject({ held: true });
    // Shopify's return names the variant the shopper gets (returnCreate's exchangeLineItems).
    const variantIds = t.product.variants.map((v) => v.id);
    expect(shopOf().returns.get(Number(held.platform_return_id))?.exchangeLines).toEqual([
      expect.objectContaining({ variantId: expect.toSatisfy((id: number) => variantIds.includes(id)) }),
    ]);
    const exchangeOrder = shopOf().orders.get(Number(held.exchange_order.id));
    expect(exchangeOrder?.customAttributes).toEqual([
      { key: 'roundtrip_exchange_for', value: String(t.order.id) },
    ]);
    const fos = [...shopOf().fulfillmentOrders.values()].filter((f) => f.orderId === exchangeOrder?.id);
    expect(fos.map((f) => f.status)).toEqual(['ON_HOLD']);

    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await runPendingSideEffects(t.deps);
    expect(fos.map((f) => f.status)).toEqual(['OPEN']);
    expect(mutations()).toEqual(
      expect.arrayContaining([
        'returnCreate',
        'orderCreate',
        'fulfillmentOrderHold',
        'fulfillmentOrderReleaseHold',
      ]),
    );
  });

  it('with the store’s setting, the exchange is added to the original order and held there', async () => {
    const set = await t.call('PUT', 'shopify/v1/settings', { exchange_fulfillment: 'original_order' });
    expect(set.json()).toEqual({ exchange_fulfillment: 'original_order' });
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { kind: 'exchange' });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    const held = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(held.exchange_order).toMatchObject({ id: String(t.order.id), held: true });
    expect(shopOf().orders.size).toBe(1);
    expect(shopOf().orders.get(t.order.id)?.lines).toHaveLength(3);
    const added = [...shopOf().fulfillmentOrders.values()].filter((f) => f.orderId === t.order.id);
    expect(added.map((f) => f.status)).toEqual(['ON_HOLD']);
    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await runPendingSideEffects(t.deps);
    expect(added.map((f) => f.status)).toEqual(['OPEN']);
    expect(mutations()).toEqual(expect.arrayContaining(['orderEditBegin', 'orderEditCommit']));
  });

  /** A one-unit store-credit return of `order`, approved, received, restocked and refunded by the merchant. */
  async function refundAsStoreCredit(order: Awaited<ReturnType<typeof platformOrder>>, key: string) {
    const r = await submitPortalRequest(t, t.store, order, { qty: 1, refundMode: 'store_credit' });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: approved.items[0].id, restock: 1 }],
    });
    const refunded = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'store_credit',
      idempotency_key: key,
    });
    expect(refunded.statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    return r;
  }

  it('a refund to store credit credits the customer’s account in Shopify', async () => {
    await refundAsStoreCredit(await platformOrder(), 'sc-click');
    const accounts = [...shopOf().creditAccounts.values()];
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      customerId: t.order.customerId,
      currency: 'INR',
      transactions: [{ amount: expect.any(Number) }],
    });
    expect(accounts[0]?.transactions[0]?.amount).toBeGreaterThan(0);
    expect(mutations()).toContain('storeCreditAccountCredit');
  });

  it('a guest order is not offered store credit, unless the store issues it as gift cards', async () => {
    const variant = t.product.variants[0];
    const guest = t.fake.seedOrder(t.shop, {
      email: 'guest@example.com',
      lines: [
        {
          title: 'Linen shirt',
          price: 100_000,
          quantity: 1,
          variantId: variant?.id,
          productId: t.product.id,
        },
      ],
    });
    const offered = async () => {
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/session-data',
        payload: {
          store: t.store.portalHandle ?? t.store.domain.split('.')[0],
          order_number: guest.name,
          contact: 'guest@example.com',
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const data = await t.app.inject({ url: `/api/customer/v1/session-data/${opened.json().session_id}` });
      return data.json().order.refund_modes;
    };
    expect(await offered()).toEqual(['pay_to_source', 'bank_transfer']);

    // A return already made (say by the merchant for the shopper) cannot be credited to an account there is not.
    const order = await t.deps.platform.getOrder(t.store.id, String(guest.id));
    if (!order) throw new Error('the guest order is not in the fake');
    const r = await submitPortalRequest(t, t.store, order, { qty: 1 });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    const refused = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'store_credit',
      store_credit_form: 'credit_account',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A guest order has no customer account: refund the store credit as a gift card',
    );
    expect(mutations()).not.toContain('storeCreditAccountCredit');

    expect((await t.call('POST', 'setting/v1/update', { store_credit_as_gift_card: true })).statusCode).toBe(
      200,
    );
    expect(await offered()).toEqual(['pay_to_source', 'store_credit', 'bank_transfer']);
  });

  it('with “Gift card refunds” on, store credit is a Shopify gift card shown to the shopper', async () => {
    expect((await t.call('POST', 'setting/v1/update', { store_credit_as_gift_card: true })).statusCode).toBe(
      200,
    );
    const order = await platformOrder();
    const r = await refundAsStoreCredit(order, 'gift-card-click');
    await runPendingSideEffects(t.deps);
    const [card] = [...shopOf().giftCards.values()];
    expect(card).toMatchObject({ customerId: t.order.customerId, currency: 'INR' });
    expect(shopOf().creditAccounts.size).toBe(0);
    const view = await shopperView(t, t.store, order, r);
    expect(view.refunds).toMatchObject([
      { mode: 'store_credit', state: 'done', gift_card_last_characters: card?.code.slice(-4) },
    ]);
    const [email] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, r.id), eq(notifications.kind, 'refund_sent')));
    expect(email?.body).toContain(`a gift card (code ${card?.code})`);
  });

  it('a gift card whose giftCardCreate answer was lost is found, not made twice, and its code still reaches the shopper', async () => {
    expect((await t.call('POST', 'setting/v1/update', { store_credit_as_gift_card: true })).statusCode).toBe(
      200,
    );
    t.fake.failNext({ kind: 'timeout-after-write', mutation: 'giftCardCreate' });
    const order = await platformOrder();
    const r = await refundAsStoreCredit(order, 'gift-card-lost');
    await runPendingSideEffects(t.deps);
    const cards = [...shopOf().giftCards.values()];
    expect(cards).toHaveLength(1);
    const view = await shopperView(t, t.store, order, r);
    expect(view.refunds).toMatchObject([
      { mode: 'store_credit', state: 'done', gift_card_last_characters: cards[0]?.code.slice(-4) },
    ]);
    const [email] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, r.id), eq(notifications.kind, 'refund_sent')));
    expect(email?.body).toContain(`a gift card (code ${cards[0]?.code})`);
  }, 20_000);

  it('a userErrors answer leaves the request needing attention with Shopify’s words', async () => {
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
    // Someone returned both shirts in Shopify's admin meanwhile: nothing is left for our return.
    const shirtFli = t.order.fulfillments[0]?.lines[0];
    shopOf().returns.set(1, {
      id: 1,
      rfoId: 2,
      orderId: t.order.id,
      name: '#1001-R9',
      status: 'OPEN',
      createdAt: '2026-10-30T00:00:00Z',
      closedAt: null,
      decline: null,
      exchangeLines: [],
      lines: [
        {
          id: 3,
          rfoLineId: 4,
          fulfillmentLineItemId: shirtFli?.id ?? 0,
          lineItemId: shirtFli?.lineItemId ?? 0,
          quantity: 2,
          processedQuantity: 0,
          reason: 'OTHER',
          reasonNote: '',
          customerNote: null,
          dispositions: [],
        },
      ],
    });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row).toMatchObject({
      needsAttention: true,
      attentionError: 'Shopify: Quantity is greater than the returnable quantity (0)',
    });
    expect((await shopifyCalls(r.id)).find((c) => c.request.operation === 'ReturnCreate')).toMatchObject({
      effect: 'create_return',
      outcome: 'failed',
      message: 'ReturnCreate: Quantity is greater than the returnable quantity (0)',
      response: { userErrors: [{ message: 'Quantity is greater than the returnable quantity (0)' }] },
    });
    const page = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(page).toMatchObject({
      needs_attention: true,
      attention_error: 'Shopify: Quantity is greater than the returnable quantity (0)',
    });
  });
  it('a permanent GraphQL error flags the request at once with Shopify’s words, and is not sent again', async () => {
    const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
    t.fake.failNext({ kind: 'access-denied', mutation: 'returnCreate' });
    await t.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    await runPendingSideEffects(t.deps);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row).toMatchObject({
      needsAttention: true,
      attentionError:
        'Shopify: Access denied for returnCreate field. Required access: `write_returns` access scope.',
    });
    const tries = (await shopifyCalls(r.id)).filter((c) => c.request.operation === 'ReturnCreate');
    expect(tries).toHaveLength(1);
    expect(shopOf().returns.size).toBe(0);
  });
});
