import { randomUUID } from 'node:crypto';
import type {
  PortalRequestDetails,
  PortalUpsellsResponse,
  ProductVariantsResponse,
  RefundPreviewResponse,
  SessionDataResponse,
} from '@roundtrip/core';
import { toMinor } from '@roundtrip/core/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, requestItems, requests, stores } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

type Merchant = Awaited<ReturnType<typeof merchant>>;

/**
 * A prepaid, tax-inclusive order shipped in the last weeks (in the exchange window) with a discounted
 * line: the exchange carries the discount forward.
 */
const discounted = (now: Date) => (o: Order) =>
  o.financial_status === 'paid' &&
  o.taxes_included &&
  !o.payment_gateway_names.some((g) => /cod|cash/i.test(g)) &&
  o.fulfillments.some((f) => now.getTime() - Date.parse(f.created_at) < 20 * 86_400_000) &&
  o.line_items.some((l) => Number(l.total_discount) > 0);

/** The shopper's session on the order, the discounted line, another size of it and a reason. */
async function shopper(t: TestApp, m: Merchant, order: Order) {
  const handle = m.store.domain.split('.')[0];
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/customer/v1/session-data',
    payload: { store: handle, order_number: order.name, contact: order.email },
  });
  expectStatus(opened, 201);
  const session = opened.json<{ session_id: string }>().session_id;
  const data = (
    await t.app.inject({ url: `/api/customer/v1/session-data/${session}` })
  ).json<SessionDataResponse>();
  const line = order.line_items.find((l) => Number(l.total_discount) > 0);
  const item = data.order.items.find((i) => i.line_item_id === line?.id);
  if (!item?.exchange.eligible) throw new Error('the discounted line cannot be exchanged');
  const variants = (
    await t.app.inject({
      url: `/api/customer/v1/products/${item.product_id}/variants?session=${session}&line_item_id=${item.line_item_id}`,
    })
  ).json<ProductVariantsResponse>();
  const other = variants.variants.find((v) => v.selectable && v.id !== item.variant_id);
  if (!other) throw new Error('no other variant to exchange to');
  const reasons = await t.app.inject({
    url: `/api/return-exchange-reason/v1?session=${session}&kind=exchange`,
  });
  const reason = reasons.json<{ docs: { id: string; name: string }[] }>().docs[0]?.id ?? '';
  return { session, item, other, reason, shipping: data.order.shipping_address };
}

describe.each(embeddedDb)('an exchange with an upsell, shipped where the shopper says, on %s', (kind) => {
  const t = useTestApp(kind);

  async function grow(policy: Record<string, unknown> = { capture_payments: true }) {
    const m = await merchant(t, { plan: 'Grow', policy, orders: 150 });
    const order = await m.order(discounted(t.clock.read()));
    const s = await shopper(t, m, order);
    // Upsell booster: a 10% offer on another product, for every item.
    const all = await t.deps.platform.listProducts(m.store.id, { limit: 250 });
    const offered = all.find(
      (p) => p.id !== s.item.product_id && p.variants.some((v) => !v.blocked && v.inventory_quantity > 0),
    );
    const rule = await m.call('POST', 'upsell-rule/v1', {
      name: 'Complete the look',
      active: true,
      conditions: [],
      outcome: {
        product_ids: [offered?.id],
        headline: 'Complete the look',
        discount_type: 'percent',
        discount_value: '10',
      },
    });
    expectStatus(rule, 200);
    return { m, order, ...s, ruleId: rule.json<{ id: string }>().id };
  }

  const preview = (session: string, item: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: { session_id: session, kind: 'exchange', items: [{ quantity: 1, ...item }] },
    });

  it('prices the upsell at its offer, stores it, puts it on the exchange order and collects exactly what was shown', async () => {
    const s = await grow();
    const offers = await t.app.inject({
      url: `/api/customer/v1/upsells?session=${s.session}&line_item_id=${s.item.line_item_id}&reason_id=${s.reason}`,
    });
    expectStatus(offers, 200);
    const [offer] = offers.json<PortalUpsellsResponse>().upsells;
    const product = offer?.products[0];
    const variant = product?.variants.find((v) => v.selectable);
    if (!offer || !variant) throw new Error('no upsell offered');
    expect(offer.rule_id).toBe(s.ruleId);
    expect(toMinor(variant.offer_price, 'INR')).toBe(Math.round(toMinor(variant.price, 'INR') * 0.9));

    const item = {
      line_item_id: s.item.line_item_id,
      reason_id: s.reason,
      exchange_variant_id: s.other.id,
      upsells: [{ rule_id: offer.rule_id, variant_id: variant.id, quantity: 1 }],
    };
    const shown = await preview(s.session, item);
    expectStatus(shown, 200);
    const figures = shown.json<RefundPreviewResponse>();
    // The same size-for-size swap carries the discount, so what is owed is the upsell's offer price.
    expect(figures.items[0]?.exchange).toMatchObject({
      upsell_cost: variant.offer_price,
      upsells: [{ rule_id: offer.rule_id, variant_id: variant.id, quantity: 1, price: variant.price }],
      payer: 'customer',
    });
    expect(figures.totals).toMatchObject({ amount_due: variant.offer_price, payer: 'customer' });

    const body = (ship_to: Record<string, string>) => ({
      session_id: s.session,
      kind: 'exchange',
      method: 'drop_off',
      phone: { dial_code: '+91', number: '9876543210' },
      ship_to,
      items: [{ ...item, quantity: 1 }],
    });
    const address = {
      first_name: 'Asha',
      last_name: 'Rao',
      address_line_1: '221 Residency Road',
      address_line_2: 'Flat 4',
      city: 'Bengaluru',
      province: 'Karnataka',
      country: 'India',
      postal_code: '560025',
    };
    const wrongPin = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': `k-${randomUUID()}` },
      payload: body({ ...address, postal_code: '0560' }),
    });
    expectStatus(wrongPin, 400);
    expect(wrongPin.json().fields).toEqual({
      'ship_to.postal_code': 'Please enter a valid PIN or postal code',
    });
    expect(await t.database.db.select().from(requests)).toHaveLength(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': `k-${randomUUID()}` },
      payload: body(address),
    });
    expectStatus(created, 201);
    const details = created.json<PortalRequestDetails>();
    expect(details.amount_due).toBe(figures.totals.amount_due);
    expect(details.ship_to).toEqual(address);
    expect(details.request_items[0]?.upsells).toEqual([
      {
        id: variant.id,
        title: `${product?.title} - ${variant.title}`,
        quantity: 1,
        price: variant.price,
        discount: expect.any(String),
      },
    ]);
    const [row] = await t.database.db
      .select()
      .from(requestItems)
      .where(eq(requestItems.requestId, details.id));
    expect(row?.upsellProducts).toEqual([
      expect.objectContaining({
        rule_id: offer.rule_id,
        variant_id: variant.id,
        price: variant.price,
        quantity: 1,
      }),
    ]);

    // The merchant's request page shows the added product and where the new item ships.
    const page = await s.m.call('GET', `return-exchange/v1/${details.id}/common`);
    expect(page.json()).toMatchObject({
      ship_to: address,
      items: [{ upsells: [{ variant_id: variant.id, price: variant.price, quantity: 1 }] }],
      price: { amount_due: figures.totals.amount_due, payer: 'customer' },
    });

    // The merchant approves: the difference is asked for and the exchange order created held, owing it.
    expectStatus(await s.m.call('POST', `return-exchange/v1/${details.id}/approve`, {}), 200);
    await runPendingSideEffects(t.deps);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.requestId, details.id));
    expect(payment?.amountMinor).toBe(toMinor(figures.totals.amount_due, 'INR'));
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, details.id));
    const exchange = await t.deps.platform.getOrder(s.m.store.id, request?.exchangeOrderId ?? '');
    expect(exchange?.line_items.map((l) => l.variant_id)).toEqual([s.other.id, variant.id]);
    const upsellLine = exchange?.line_items.find((l) => l.variant_id === variant.id);
    const offerDiscount = toMinor(variant.price, 'INR') - toMinor(variant.offer_price, 'INR');
    expect(upsellLine?.discount_allocations.map((a) => toMinor(a.amount, 'INR'))).toContain(offerDiscount);
    expect(exchange?.total_price_set.shop_money.amount).toBe(figures.totals.amount_due);
    expect(exchange?.shipping_address).toMatchObject({
      address1: '221 Residency Road',
      address2: 'Flat 4',
      zip: '560025',
      country_code: 'IN',
    });

    // The shopper pays on the sandbox what they were told; the exchange order is then paid in full.
    const url = (
      await t.app.inject({ url: `/api/customer/v1/requests/${details.id}/payment?session=${s.session}` })
    ).json<{ payment_url: string }>().payment_url;
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expectStatus(paid, 200);
    await runPendingSideEffects(t.deps);
    expect(await t.deps.platform.getOrder(s.m.store.id, request?.exchangeOrderId ?? '')).toMatchObject({
      financial_status: 'paid',
    });
  });

  it("keeps the order's address when the shopper does not change it", async () => {
    const s = await grow({ hold_exchange_orders: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': `k-${randomUUID()}` },
      payload: {
        session_id: s.session,
        kind: 'exchange',
        method: 'drop_off',
        phone: { dial_code: '+91', number: '9876543210' },
        items: [
          {
            line_item_id: s.item.line_item_id,
            quantity: 1,
            reason_id: s.reason,
            exchange_variant_id: s.other.id,
          },
        ],
      },
    });
    expectStatus(created, 201);
    expect(created.json<PortalRequestDetails>().ship_to).toEqual(s.shipping);
    const id = created.json<PortalRequestDetails>().id;
    expectStatus(await s.m.call('POST', `return-exchange/v1/${id}/approve`, {}), 200);
    await runPendingSideEffects(t.deps);
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    const exchange = await t.deps.platform.getOrder(s.m.store.id, request?.exchangeOrderId ?? '');
    expect(exchange?.shipping_address).toEqual(s.order.shipping_address);
    // An even swap: the returned value and the carried discount pay for the whole new order.
    expect(exchange).toMatchObject({
      financial_status: 'paid',
      total_price_set: { shop_money: { amount: '0.00' } },
    });
  });

  it('refuses an upsell the store cannot sell: no upsell booster, or no way to take the payment', async () => {
    const s = await grow({});
    const upsells = await t.app.inject({
      url: `/api/customer/v1/upsells?session=${s.session}&line_item_id=${s.item.line_item_id}`,
    });
    const variant = upsells
      .json<PortalUpsellsResponse>()
      .upsells[0]?.products[0]?.variants.find((v) => v.selectable);
    const item = {
      line_item_id: s.item.line_item_id,
      exchange_variant_id: s.other.id,
      upsells: [{ rule_id: s.ruleId, variant_id: variant?.id, quantity: 1 }],
    };
    const noCapture = await preview(s.session, item);
    expectStatus(noCapture, 409);
    expect(noCapture.json().reason).toEqual({ code: 'UPSELL_NEEDS_PAYMENT' });

    await s.m.call('POST', 'setting/v1/update', { capture_payments: true });
    expectStatus(await preview(s.session, item), 200);
    // Back on the free plan (billing on): no offers, and an offer sent anyway is refused.
    await t.database.db.update(stores).set({ planName: 'FREE_ONBOARD' }).where(eq(stores.id, s.m.store.id));
    const none = await t.app.inject({
      url: `/api/customer/v1/upsells?session=${s.session}&line_item_id=${s.item.line_item_id}`,
    });
    expect(none.json()).toEqual({ upsells: [] });
    const locked = await preview(s.session, item);
    expectStatus(locked, 409);
    expect(locked.json().reason).toEqual({ code: 'UPSELL_NOT_AVAILABLE' });
  });
});
