import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviders, payments, requests } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { buildWebhookApp, deliverAndProcess } from '../../test/shopify-webhooks-kit';
import { dearerExchange } from '../../test/stripe-fake/dearer-exchange';
import { startStripeFake } from '../../test/stripe-fake/stripe-fake';
import { dbKinds } from '../../test/test-db';

const stripe = await startStripeFake();
afterAll(() => stripe.close());

// A Shopify store collects what a shopper owes through Shopify's checkout, even with Stripe connected;
// the merchant may opt into Stripe on the Payments page (docs/payments.md "Who collects a price difference").
describe.each(dbKinds)('price differences on a Shopify store with Stripe connected (%s)', (kind) => {
  const t = useShopifyTestApp(kind, {}, {}, { integrationOrigins: { stripe: stripe.origin } });
  let webhooks: FastifyInstance;
  beforeAll(async () => {
    webhooks = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await webhooks?.close();
  });

  const connectStripe = async () => {
    const saved = await t.call('PUT', 'payments/v1/providers/stripe', {
      credentials: { secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret },
      active: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'stripe', active: true });
  };
  const collection = async () => (await t.call('GET', 'payments/v1/providers')).json().price_differences;
  const approvedDearerExchange = async () => {
    const set = await t.call('POST', 'setting/v1/update', {
      exchange_with_other_products: true,
      capture_payments: true,
    });
    expect(set.statusCode).toBe(200);
    const order = await t.deps.platform.getOrder(t.store.id, String(t.order.id));
    if (!order) throw new Error('order not in the fake');
    const { requestId, sessionId } = await dearerExchange(t, t.store, order);
    expect((await t.call('POST', `return-exchange/v1/${requestId}/approve`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.requestId, requestId));
    const portal = async () =>
      (
        await t.app.inject({ url: `/api/customer/v1/requests/${requestId}/payment?session=${sessionId}` })
      ).json();
    return { requestId, payment, portal };
  };

  it('approving a dearer exchange sends the shopper a draft order invoice, settled by orders/paid', async () => {
    await connectStripe();
    expect(await collection()).toEqual({
      platform: 'shopify',
      collect_with: 'shopify_checkout',
      collector: 'shopify_checkout',
      provider: 'stripe',
    });
    const sessionsBefore = stripe.sessions.size;
    const { requestId, payment, portal } = await approvedDearerExchange();
    const [draft] = [...t.fake.shop(t.shop).draftOrders.values()];
    expect(payment).toMatchObject({ provider: 'shopify_checkout', providerId: null, amountMinor: 50_000 });
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await portal()).toMatchObject({
      status: 'due',
      payment_url: `https://${t.shop}/invoices/${draft?.id}`,
    });

    const paid = t.fake.payDraftOrder(t.shop, String(draft?.id));
    await deliverAndProcess(webhooks, t.deps, {
      topic: 'orders/paid',
      shop: t.shop,
      payload: {
        id: paid.id,
        note_attributes: paid.customAttributes.map((a) => ({ name: a.key, value: a.value })),
        total_price_set: { shop_money: { amount: '500.00', currency_code: 'INR' } },
      },
    });
    await runPendingSideEffects(t.deps);
    expect(await portal()).toMatchObject({ status: 'paid', payment_url: null });
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(request?.exchangeHeld).toBe(false);
    const transactions = (await t.call('GET', `admin/transactions/${requestId}`)).json().docs;
    expect(transactions).toEqual([
      expect.objectContaining({ provider: 'shopify_checkout', kind: 'payment', status: 'paid' }),
    ]);
  });

  it('opted into Stripe, a difference goes to Stripe; switched back, that payment still refunds through Stripe', async () => {
    await connectStripe();
    const chosen = await t.call('PUT', 'payments/v1/price-differences', { collect_with: 'provider' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ collect_with: 'provider', collector: 'stripe' });
    expect((await t.call('PUT', 'automation/v1', { auto_refund_additional_payments: true })).statusCode).toBe(
      200,
    );
    const { requestId, payment, portal } = await approvedDearerExchange();
    const session = stripe.sessions.get(payment?.providerRef ?? '');
    expect(payment).toMatchObject({ provider: 'stripe', amountMinor: 50_000 });
    expect(await portal()).toMatchObject({ status: 'due', payment_url: session?.url });
    expect(t.fake.shop(t.shop).draftOrders.size).toBe(0);
    const [row] = await t.database.db.select().from(paymentProviders);
    const hook = stripe.complete(session?.id ?? '');
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/payments/v1/webhooks/stripe/${row?.id}`,
      headers: hook.headers,
      payload: hook.payload,
    });
    expect(delivered.statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    expect(await portal()).toMatchObject({ status: 'paid' });

    // Back to Shopify's checkout: the payment Stripe took keeps its collector, and goes back through Stripe.
    const back = await t.call('PUT', 'payments/v1/price-differences', { collect_with: 'shopify_checkout' });
    expect(back.json()).toMatchObject({ collect_with: 'shopify_checkout', collector: 'shopify_checkout' });
    t.clock.advance(60_000);
    expect((await t.call('POST', `return-exchange/v1/${requestId}/cancel`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    expect(await portal()).toMatchObject({ status: 'refunded' });
    expect(stripe.refunds.filter((r) => r.payment_intent === session?.payment_intent)).toEqual([
      expect.objectContaining({ amount: 50_000 }),
    ]);
  });

  it('refuses to choose a provider that cannot collect', async () => {
    const refused = await t.call('PUT', 'payments/v1/price-differences', { collect_with: 'provider' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { collect_with: 'No active provider' },
    });
    expect(await collection()).toMatchObject({ collect_with: 'shopify_checkout', provider: null });
  });
});
