import { PAYMENT_INVALID_MESSAGE } from '@roundtrip/core/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoTransactions, paymentProviders, payments, requests, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import { type TestApp, useTestApp } from '../../test/build-test-app';
import { startCashfreeFake } from '../../test/cashfree-fake/cashfree-fake';
import { startRazorpayFake } from '../../test/razorpay-fake/razorpay-fake';
import { returnableOn } from '../../test/request-factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { dearerExchange } from '../../test/stripe-fake/dearer-exchange';
import { startStripeFake } from '../../test/stripe-fake/stripe-fake';
import { dbKinds } from '../../test/test-db';

const stripe = await startStripeFake();
const razorpay = await startRazorpayFake();
const cashfree = await startCashfreeFake();
afterAll(async () => {
  await stripe.close();
  await razorpay.close();
  await cashfree.close();
});

/** The shopper presses "Pay" on the built-in sandbox page at `path`. */
const payOnSandbox = (t: TestApp, path: string) =>
  t.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** A demo store that holds exchanges until received, the provider active (default: the sandbox), an approved dearer exchange. */
async function approvedDearerExchange(t: TestApp, opts: { provider?: 'stripe' | 'razorpay' | 'cashfree' }) {
  const m = await merchant(t, {
    policy: { exchange_with_other_products: true, hold_exchange_orders: true, capture_payments: true },
  });
  if (opts.provider) {
    const credentials =
      opts.provider === 'stripe'
        ? { secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret }
        : opts.provider === 'cashfree'
          ? cashfree.credentials
          : razorpay.credentials;
    const saved = await m.call('PUT', `payments/v1/providers/${opts.provider}`, {
      credentials,
      active: true,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({ provider: opts.provider, active: true, configured: true });
    expect(saved.body).not.toContain(Object.values(credentials)[0]);
  }
  const { requestId, sessionId } = await dearerExchange(t, m.store, await m.order());
  expectStatus(await m.call('POST', `return-exchange/v1/${requestId}/approve`, {}), 200);
  await runPendingSideEffects(t.deps);
  const portalPayment = () =>
    t.app.inject({ url: `/api/customer/v1/requests/${requestId}/payment?session=${sessionId}` });
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.requestId, requestId));
  if (!payment) throw new Error('no payment asked for');
  return { m, requestId, portalPayment, payment };
}

describe('payments of a price difference (Stripe against a local fake, and the sandbox)', () => {
  const t = useTestApp('pglite', {
    integrationOrigins: { stripe: stripe.origin, razorpay: razorpay.origin, cashfree: cashfree.origin },
    billing: 'off',
  });

  const held = async (storeId: string, requestId: string) => {
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    if (!request?.exchangeOrderId) throw new Error('no exchange order');
    const fos = await t.deps.platform.listFulfillmentOrders(storeId, request.exchangeOrderId);
    return { flag: request.exchangeHeld, onHold: fos.some((f) => f.status === 'on_hold') };
  };

  const deliver = async (
    providerId: string,
    hook: { payload: string; headers: Record<string, string> },
    provider = 'stripe',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/v1/webhooks/${provider}/${providerId}`,
      headers: hook.headers,
      payload: hook.payload,
    });

  it('a Stripe payment of the difference releases the held exchange once the return is in', async () => {
    const { m, requestId, portalPayment, payment } = await approvedDearerExchange(t, { provider: 'stripe' });
    const session = stripe.sessions.get(payment.providerRef ?? '');
    expect(session?.amount_total).toBe(payment.amountMinor);
    expect(stripe.calls.find((c) => c.path === '/v1/checkout/sessions')?.idempotencyKey).toBe(payment.id);
    const due = await portalPayment();
    expectStatus(due, 200);
    expect(due.json()).toMatchObject({ status: 'due', payment_url: session?.url, message: null });
    // The return arrives first: the order stays held for the payment.
    expectStatus(await m.call('POST', `return-exchange/v1/${requestId}/receive`, {}), 200);
    await runPendingSideEffects(t.deps);
    expect(await held(m.store.id, requestId)).toEqual({ flag: true, onHold: true });

    const [provider] = await t.database.db.select().from(paymentProviders);
    const hook = stripe.complete(session?.id ?? '');
    const forged = await deliver(provider?.id ?? '', {
      ...hook,
      headers: { ...hook.headers, 'stripe-signature': 't=1,v1=bad' },
    });
    expectStatus(forged, 401);
    expectStatus(await deliver(provider?.id ?? '', hook), 200);
    await runPendingSideEffects(t.deps);
    expect(await held(m.store.id, requestId)).toEqual({ flag: false, onHold: false });
    expect((await portalPayment()).json()).toMatchObject({ status: 'paid', payment_url: null });
    // The exchange order, created owing the difference, is marked paid on the platform.
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    const exchange = await t.deps.platform.getOrder(m.store.id, request?.exchangeOrderId ?? '');
    expect(exchange).toMatchObject({ financial_status: 'paid' });
    expect(request?.needsAttention).toBe(false);
    const transactions = await m.call('GET', `admin/transactions/${requestId}`);
    expectStatus(transactions, 200);
    expect(transactions.json().docs).toEqual([
      expect.objectContaining({
        kind: 'payment',
        status: 'paid',
        provider: 'stripe',
        reference: expect.stringMatching(/^pi_/),
      }),
    ]);
  });

  it('a store not on Shopify keeps its provider: Stripe collects, and there is no Shopify checkout to choose', async () => {
    const { m, payment } = await approvedDearerExchange(t, { provider: 'stripe' });
    expect(payment.provider).toBe('stripe');
    expect((await m.call('GET', 'payments/v1/providers')).json().price_differences).toEqual({
      platform: 'demo',
      collect_with: null,
      collector: 'stripe',
      provider: null,
    });
    const refused = await m.call('PUT', 'payments/v1/price-differences', {
      collect_with: 'shopify_checkout',
    });
    expectStatus(refused, 400);
    expect(refused.json().fields).toEqual({ collect_with: 'Shopify stores only' });
  });

  it('a payment that fails to validate shows the spec message and is refunded once', async () => {
    const { m, requestId, portalPayment, payment } = await approvedDearerExchange(t, { provider: 'stripe' });
    const [provider] = await t.database.db.select().from(paymentProviders);
    const hook = stripe.complete(payment.providerRef ?? '', { amount: payment.amountMinor - 100 });
    expectStatus(await deliver(provider?.id ?? '', hook), 200);
    expectStatus(await deliver(provider?.id ?? '', hook), 200); // Stripe retries its webhooks
    const shown = await portalPayment();
    expect(shown.json()).toMatchObject({
      status: 'invalid',
      message: PAYMENT_INVALID_MESSAGE,
      payment_url: null,
    });
    await runPendingSideEffects(t.deps);
    const refunded = stripe.refunds.filter((r) => r.amount === payment.amountMinor - 100);
    expect(refunded).toHaveLength(1);
    expect((await portalPayment()).json()).toMatchObject({
      status: 'refunded',
      message: PAYMENT_INVALID_MESSAGE,
    });
    expect(await held(m.store.id, requestId)).toMatchObject({ onHold: true });
    const log = await m.call('GET', `refund-log/v1/${requestId}`);
    expect(log.json().docs.map((d: { effect: string }) => d.effect)).toContain('refund_payment');
  });

  it('the demo store pays on the built-in sandbox page by default', async () => {
    const { m, requestId, portalPayment, payment } = await approvedDearerExchange(t, {});
    expect(payment.provider).toBe('sandbox');
    const url = (await portalPayment()).json().payment_url as string;
    const path = new URL(url).pathname;
    const page = await t.app.inject({ url: path });
    expectStatus(page, 200);
    expect(page.body).toContain('SANDBOX');
    expectStatus(await payOnSandbox(t, path), 200);
    expect((await portalPayment()).json()).toMatchObject({ status: 'paid' });
    const list = await m.call('GET', 'payments/v1/providers');
    expect(list.json().docs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: 'sandbox', active: true }),
        expect.objectContaining({ provider: 'gokwik', supported: false }),
      ]),
    );
    const refusal = await m.call('PUT', 'payments/v1/providers/gokwik', { credentials: {}, active: true });
    expectStatus(refusal, 400);
    expect(refusal.json().message).toBe('gokwik is not yet supported');
    const refunds = await m.call('GET', 'active-refund/list');
    expect(refunds.json().docs.map((d: { provider: string }) => d.provider)).toEqual([
      'stripe',
      'razorpay',
      'gokwik',
      'payu',
      'easebuzz',
      'cashfree',
    ]);
    expect(requestId).toBeTruthy();
  });

  it('auto-refund additional payments: a paid difference goes back when the request is cancelled', async () => {
    const { m, requestId, portalPayment, payment } = await approvedDearerExchange(t, {});
    expectStatus(await m.call('PUT', 'automation/v1', { auto_refund_additional_payments: true }), 200);
    const path = new URL(payment.paymentUrl ?? '').pathname;
    expectStatus(await payOnSandbox(t, path), 200);
    t.clock.advance(60_000);
    expectStatus(await m.call('POST', `return-exchange/v1/${requestId}/cancel`, {}), 200);
    await runPendingSideEffects(t.deps);
    expect((await portalPayment()).json()).toMatchObject({ status: 'refunded' });
  });

  it('a Razorpay payment link is paid by its HMAC-signed webhook', async () => {
    const { payment, portalPayment } = await approvedDearerExchange(t, { provider: 'razorpay' });
    const link = razorpay.links.get(payment.providerRef ?? '');
    expect(link).toMatchObject({ amount: payment.amountMinor, reference_id: payment.id });
    expect((await portalPayment()).json()).toMatchObject({ status: 'due', payment_url: link?.short_url });
    const [provider] = await t.database.db.select().from(paymentProviders);
    const hook = razorpay.pay(link?.id ?? '');
    const forged = { ...hook, headers: { ...hook.headers, 'x-razorpay-signature': '0'.repeat(64) } };
    expectStatus(await deliver(provider?.id ?? '', forged, 'razorpay'), 401);
    expectStatus(await deliver(provider?.id ?? '', hook, 'razorpay'), 200);
    expect((await portalPayment()).json()).toMatchObject({ status: 'paid' });
  });

  it("refunds a return to the order's original payment through Razorpay, and lists that refund", async () => {
    const m = await merchant(t);
    const paidByRazorpay = (o: Order) =>
      returnableOn(t.clock.read())(o) && o.transactions.some((x) => x.gateway === 'razorpay');
    const r = await m.request({ status: 'received' }, await m.order(paidByRazorpay));
    const refund = (body: object) => m.call('POST', `return-exchange/v1/${r.id}/refund`, body);
    // Not connected yet, and the providers without a client: a clear 400, never a refund that fails later.
    const unconnected = await refund({ mode: 'pay_to_source', provider: 'razorpay' });
    expectStatus(unconnected, 400);
    expect(unconnected.json().fields.provider).toMatch(/Connect razorpay/);
    const payu = await refund({ mode: 'pay_to_source', provider: 'payu' });
    expect(payu.json().fields.provider).toBe('Refunds through payu are not yet supported');
    const stripeOrder = await refund({ mode: 'pay_to_source', provider: 'stripe' });
    expectStatus(stripeOrder, 400);

    const saved = await m.call('PUT', 'payments/v1/providers/razorpay', {
      credentials: razorpay.credentials,
      active: false,
    });
    expectStatus(saved, 200);
    expectStatus(await refund({ mode: 'pay_to_source', provider: 'razorpay', amount: '1.00' }), 200);
    await runPendingSideEffects(t.deps);
    const order = await t.deps.platform.getOrder(m.store.id, r.orderId);
    const paymentId = order?.transactions.find((x) => x.gateway === 'razorpay')?.authorization;
    const made = razorpay.refunds.filter((x) => x.payment_id === paymentId);
    expect(made).toEqual([expect.objectContaining({ amount: 100 })]);
    const listed = (await m.call('GET', `admin/transactions/${r.id}`)).json().docs;
    expect(listed).toEqual([
      expect.objectContaining({
        provider: 'razorpay',
        kind: 'refund',
        status: 'refunded',
        reference: made[0]?.id,
      }),
    ]);
  });

  it('a Cashfree payment link is paid by its signed webhook, and refunded on the order Cashfree names', async () => {
    const { payment, portalPayment, m, requestId } = await approvedDearerExchange(t, {
      provider: 'cashfree',
    });
    const link = cashfree.links.get(payment.providerRef ?? '');
    expect(link).toMatchObject({ link_id: payment.id, link_amount: payment.amountMinor / 100 });
    expect((await portalPayment()).json()).toMatchObject({ status: 'due', payment_url: link?.link_url });
    const [provider] = await t.database.db.select().from(paymentProviders);
    const hook = cashfree.pay(link?.link_id ?? '');
    const forged = { ...hook, headers: { ...hook.headers, 'x-webhook-timestamp': '1' } };
    expectStatus(await deliver(provider?.id ?? '', forged, 'cashfree'), 401);
    expectStatus(await deliver(provider?.id ?? '', hook, 'cashfree'), 200);
    expect((await portalPayment()).json()).toMatchObject({ status: 'paid' });
    // Cancelled with auto-refund on, the difference goes back through Cashfree on the link's order.
    expectStatus(await m.call('PUT', 'automation/v1', { auto_refund_additional_payments: true }), 200);
    t.clock.advance(60_000);
    expectStatus(await m.call('POST', `return-exchange/v1/${requestId}/cancel`, {}), 200);
    await runPendingSideEffects(t.deps);
    const paidOrder = JSON.parse(hook.payload).data.order.order_id;
    expect(cashfree.refunds.filter((x) => x.order_id === paidOrder)).toEqual([
      expect.objectContaining({ refund_amount: payment.amountMinor / 100 }),
    ]);
    expect((await portalPayment()).json()).toMatchObject({ status: 'refunded' });
  });

  it("refunds a return to the order's original payment through Cashfree, on the order Cashfree took it for", async () => {
    const m = await merchant(t);
    const online = await m.order(
      (o: Order) => returnableOn(t.clock.read())(o) && o.transactions.some((x) => x.gateway === 'razorpay'),
    );
    // The tests' small seed has no returnable Cashfree order: this one's payment becomes one, in the
    // shape the demo seed gives Cashfree sales (the receipt names Cashfree's order).
    await t.database.db
      .update(demoTransactions)
      .set({
        gateway: 'cashfree',
        authorization: '918812',
        receipt: { cf_payment_id: '918812', order_id: `shopify_${online.id}`, payment_group: 'upi' },
      })
      .where(
        and(
          eq(demoTransactions.storeId, m.store.id),
          eq(demoTransactions.orderId, Number(online.id)),
          eq(demoTransactions.gateway, 'razorpay'),
        ),
      );
    const order = await m.order((o) => o.id === online.id);
    const r = await m.request({ status: 'received' }, order);
    const refund = (body: object) => m.call('POST', `return-exchange/v1/${r.id}/refund`, body);
    const unconnected = await refund({ mode: 'pay_to_source', provider: 'cashfree' });
    expectStatus(unconnected, 400);
    expect(unconnected.json().fields.provider).toBe(
      'Connect cashfree on the Payments page to refund through it',
    );
    expectStatus(
      await m.call('PUT', 'payments/v1/providers/cashfree', {
        credentials: cashfree.credentials,
        active: false,
      }),
      200,
    );
    expectStatus(await refund({ mode: 'pay_to_source', provider: 'cashfree', amount: '1.00' }), 200);
    await runPendingSideEffects(t.deps);
    const sale = order.transactions.find((x) => x.gateway === 'cashfree');
    const cashfreeOrder = sale?.receipt.order_id;
    expect(cashfreeOrder).toEqual(expect.any(String));
    const made = cashfree.refunds.filter((x) => x.order_id === cashfreeOrder);
    expect(made).toEqual([expect.objectContaining({ refund_amount: 1 })]);
    const listed = (await m.call('GET', `admin/transactions/${r.id}`)).json().docs;
    expect(listed).toEqual([
      expect.objectContaining({
        provider: 'cashfree',
        kind: 'refund',
        status: 'refunded',
        reference: made[0]?.cf_refund_id,
      }),
    ]);
  });

  it('refunds a return through Stripe and lists Stripe among the active refund providers', async () => {
    const m = await merchant(t);
    const refundList = async () =>
      (await m.call('GET', 'active-refund/list'))
        .json()
        .docs.find((d: { provider: string }) => d.provider === 'stripe');
    expect(await refundList()).toEqual({ provider: 'stripe', supported: true, active: false });
    const order = await m.order(
      (o: Order) => returnableOn(t.clock.read())(o) && o.transactions.some((x) => x.gateway === 'razorpay'),
    );
    // The demo catalogue takes no Stripe payments: this order's online payment is made a Stripe one.
    await t.database.db
      .update(demoTransactions)
      .set({ gateway: 'stripe', authorization: 'pi_original_1', receipt: { id: 'pi_original_1' } })
      .where(
        and(
          eq(demoTransactions.storeId, m.store.id),
          eq(demoTransactions.orderId, Number(order.id)),
          eq(demoTransactions.gateway, 'razorpay'),
        ),
      );
    const saved = await m.call('PUT', 'payments/v1/providers/stripe', {
      credentials: { secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret },
      active: false,
    });
    expectStatus(saved, 200);
    // Connected is enough to refund through it, whichever provider collects price differences.
    expect(await refundList()).toEqual({ provider: 'stripe', supported: true, active: true });

    const r = await m.request({ status: 'received' }, order);
    const refund = await m.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'pay_to_source',
      provider: 'stripe',
      amount: '2.00',
    });
    expectStatus(refund, 200);
    await runPendingSideEffects(t.deps);
    const made = stripe.refunds.filter((x) => x.payment_intent === 'pi_original_1');
    expect(made).toEqual([expect.objectContaining({ amount: 200 })]);
    const listed = (await m.call('GET', `admin/transactions/${r.id}`)).json().docs;
    expect(listed).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        kind: 'refund',
        status: 'refunded',
        reference: made[0]?.id,
      }),
    ]);
  });
});

// Providers deliver a webhook again when unsure it arrived, sometimes at once: on PostgreSQL the
// deliveries race for the payment row, and only one may refund.
describe.each(dbKinds.filter((k) => k === 'postgres'))('concurrent webhooks on %s', (kind) => {
  const t = useTestApp(kind, { integrationOrigins: { stripe: stripe.origin }, billing: 'off' });

  it('refunds an invalid payment once when its webhook arrives three times at once', async () => {
    const { payment } = await approvedDearerExchange(t, { provider: 'stripe' });
    const [provider] = await t.database.db.select().from(paymentProviders);
    const hook = stripe.complete(payment.providerRef ?? '', { amount: payment.amountMinor + 100 });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/payments/v1/webhooks/stripe/${provider?.id}`,
          headers: hook.headers,
          payload: hook.payload,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const queued = await t.database.db
      .select()
      .from(sideEffects)
      .where(eq(sideEffects.effect, 'refund_payment'));
    expect(queued).toHaveLength(1);
  });
});
