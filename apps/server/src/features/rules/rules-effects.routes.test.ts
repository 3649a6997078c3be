// Each rule type, created through its API, changes what the shopper's portal does.
import type { SessionDataResponse } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reasons, requestItems, stores } from '../../db/schema';
import { bearer, createUser, logInAs } from '../../test/factories';
import { makeProduct, makeVariant, openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('rules change the portal on %s', (kind) => {
  const t = usePortalTest(kind);

  /** The merchant of the portal's store, on `plan`, calling the admin API. */
  async function merchant(plan = 'Grow') {
    await t.database.db.update(stores).set({ planName: plan }).where(eq(stores.id, t.store.id));
    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    return async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown> = {}) => {
      const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
  }
  const reasonId = async (name: string) =>
    (
      await t.database.db
        .select({ id: reasons.id })
        .from(reasons)
        .where(and(eq(reasons.storeId, t.store.id), eq(reasons.name, name)))
    )[0]?.id as string;
  const preview = async (session: string, payload: Record<string, unknown>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/refund-preview',
        payload: { session_id: session, ...payload },
      })
    ).json();
  const returnOne = (extra: Record<string, unknown> = {}) => ({
    kind: 'return',
    refund_mode: 'store_credit',
    items: [{ line_item_id: '9001', quantity: 1, ...extra }],
  });
  const variants = async (session: string, query = '') =>
    (await t.app.inject({ url: `/api/customer/v1/products/700/variants?session=${session}${query}` })).json()
      .variants as {
      title: string;
      selectable: boolean;
      unavailable_reason: string | null;
      suggested?: boolean;
    }[];

  it('a return fee rule reduces the refund preview, with the store tax on the fee', async () => {
    const admin = await merchant();
    const session = await openSession(t.app);
    expect((await preview(session, returnOne())).totals).toMatchObject({
      return_fee: '0.00',
      refund: '1000.00',
    });
    await admin('POST', '/return-fee-rule/v1', {
      name: 'T-shirts',
      conditions: [{ type: 'product', values: ['700'] }],
      outcome: { fee_type: 'percent', value: '10' },
    });
    await admin('POST', '/tax/v1/', { name: 'GST', value: 18, deduction_type: 'percent' });
    expect((await preview(session, returnOne())).totals).toMatchObject({
      return_fee: '118.00',
      refund: '882.00',
    });
  });

  it('a green-return rule turns a return into "keep the item", no fee taken', async () => {
    const admin = await merchant();
    await admin('POST', '/setting/v1/update', { return_fee: '50' });
    const damaged = await reasonId('Damaged or defective');
    const rule = await admin('POST', '/green-return-rule/v1', {
      name: 'Damaged: keep it',
      conditions: [{ type: 'reason', values: [damaged] }],
      outcome: { refund_percent: 50, message: 'Keep it, or donate it.' },
    });
    const session = await openSession(t.app);
    const sent = await preview(session, returnOne({ reason_id: damaged }));
    expect(sent.items[0].green_return).toBeNull(); // green return switched off
    await admin('POST', '/setting/v1/update', { green_return: true });
    const kept = await preview(session, returnOne({ reason_id: damaged }));
    expect(kept.items[0]).toMatchObject({
      green_return: { keep_item: true, message: 'Keep it, or donate it.' },
      fee: '0.00',
      refund: '500.00',
    });
    const other = await preview(session, returnOne({ reason_id: await reasonId('Changed my mind') }));
    expect(other.items[0]).toMatchObject({ green_return: null, refund: '950.00' });
    await admin('PATCH', `/green-return-rule/v1/${rule.id}`, { active: false });
    expect((await preview(session, returnOne({ reason_id: damaged }))).items[0].green_return).toBeNull();
  });

  it('a kept item is recorded on the request', async () => {
    const admin = await merchant();
    await admin('POST', '/setting/v1/update', { green_return: true });
    await admin('POST', '/green-return-rule/v1', {
      name: 'Cheap',
      conditions: [{ type: 'price_range', max: '1000' }],
      outcome: { refund_mode: 'store_credit' },
    });
    const session = await openSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'green-return-1' },
      payload: {
        session_id: session,
        kind: 'return',
        refund_mode: 'store_credit',
        address: {
          first_name: 'Asha',
          address_line_1: '12 MG Road',
          city: 'Bengaluru',
          country: 'India',
          postal_code: '560001',
        },
        phone: { dial_code: '+91', number: '987-654-3210' },
        items: [{ line_item_id: '9001', quantity: 1, reason_id: await reasonId('Changed my mind') }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await t.database.db
      .select()
      .from(requestItems)
      .where(eq(requestItems.storeId, t.store.id));
    expect(item?.greenReturn).toEqual({ amount: '1000.00', refund: { mode: 'store_credit' } });
  });

  it('a product filter hides the Return button with its sentence', async () => {
    const admin = await merchant();
    const session = await openSession(t.app);
    const item = async () =>
      (
        await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${session}` })
      ).json<SessionDataResponse>().order.items[0];
    expect((await item())?.return.eligible).toBe(true);
    await admin('POST', '/product-filter/v1', {
      name: 'Final sale T-shirts',
      conditions: [{ type: 'variant', values: ['7002'] }],
      outcome: { action: 'final_sale', applies_to: 'return' },
    });
    expect((await item())?.return).toEqual({
      eligible: false,
      reasons: ["This item was a final sale, so it can't be returned."],
      reason_codes: [{ code: 'FINAL_SALE', params: { kind: 'return' } }],
      max_quantity: 0,
    });
    expect((await item())?.exchange.eligible).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: { session_id: session, ...returnOne() },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('a promotion adds credit for choosing an exchange or store credit', async () => {
    const admin = await merchant();
    await admin('POST', '/promotion/v1', {
      name: 'Exchange bonus',
      outcome: { trigger: 'exchange', value_type: 'percent', value: '10' },
    });
    await admin('POST', '/promotion/v1', {
      name: 'Credit bonus',
      outcome: { trigger: 'store_credit', value_type: 'fixed', value: '25' },
    });
    const session = await openSession(t.app);
    const credit = await preview(session, returnOne());
    expect(credit.items[0].incentive).toBe('25.00');
    expect(credit.totals).toMatchObject({ incentive: '25.00', refund: '1000.00', total: '1025.00' });
    const cash = await preview(session, { ...returnOne(), refund_mode: 'bank_transfer' });
    expect(cash.totals.incentive).toBe('0.00');
    const exchange = await preview(session, {
      kind: 'exchange',
      items: [{ line_item_id: '9001', quantity: 1, exchange_variant_id: '7002' }],
    });
    expect(exchange.items[0].incentive).toBe('100.00');
  });

  it('exchange rules and payment capture decide which variants are selectable', async () => {
    const admin = await merchant();
    t.platform.products.set(
      '700',
      makeProduct('700', {
        variants: [
          ...makeProduct('700').variants,
          makeVariant('700', '7005', { title: 'XS', option1: 'XS', price: '800.00' }),
        ],
      }),
    );
    const session = await openSession(t.app);
    const state = async () =>
      Object.fromEntries(
        (await variants(session, '&line_item_id=9001')).map((v) => [v.title, v.unavailable_reason]),
      );
    // without the line, only stock and blocks count; with it, a dearer L needs payment capture
    expect((await variants(session)).find((v) => v.title === 'L')?.selectable).toBe(true);
    expect(await state()).toMatchObject({
      M: null,
      L: 'Only items at the same price or lower can be chosen',
      XS: null,
    });
    await admin('POST', '/setting/v1/update', { capture_payments: true });
    expect((await state()).L).toBeNull();
    await admin('POST', '/exchange-rule/v1', {
      name: 'Same price only',
      conditions: [{ type: 'product', values: ['700'] }],
      outcome: { price: 'same' },
    });
    expect((await state()).XS).toBeNull(); // exchange rules still switched off
    await admin('POST', '/setting/v1/update', { exchange_rules_enabled: true });
    expect(await state()).toMatchObject({
      M: null,
      L: 'Only items at the same price can be chosen',
      XS: 'Only items at the same price can be chosen',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: {
        session_id: session,
        kind: 'exchange',
        items: [{ line_item_id: '9001', quantity: 1, exchange_variant_id: '7005' }],
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('XS: Only items at the same price can be chosen.');
  });

  it('an out-of-stock variant becomes selectable, and smart exchange suggests it', async () => {
    const admin = await merchant();
    const session = await openSession(t.app);
    const tooLarge = await reasonId('Size too large');
    const query = `&line_item_id=9001&reason_id=${tooLarge}`;
    expect((await variants(session, query)).find((v) => v.title === 'S')).toMatchObject({
      selectable: false,
    });
    await admin('POST', '/setting/v1/update', { exchange_out_of_stock: true });
    expect((await variants(session, query)).find((v) => v.suggested)).toBeUndefined();
    await admin('POST', '/setting/v1/update', { smart_exchange: true });
    const list = await variants(session, query);
    expect(list.find((v) => v.suggested)).toMatchObject({ title: 'S', selectable: true });
  });

  it('exchange with other products (Grow) lets a shopper pick another product', async () => {
    const admin = await merchant();
    t.platform.products.set('701', makeProduct('701', { title: 'Linen shirt' }));
    const session = await openSession(t.app);
    const other = () =>
      t.app.inject({ url: `/api/customer/v1/products/701/variants?session=${session}&line_item_id=9001` });
    expect((await other()).statusCode).toBe(404);
    const exchangeTo = (variant: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/refund-preview',
        payload: {
          session_id: session,
          kind: 'exchange',
          items: [{ line_item_id: '9001', quantity: 1, exchange_variant_id: variant }],
        },
      });
    expect((await exchangeTo('7012')).statusCode).toBe(400);
    await admin('POST', '/setting/v1/update', { exchange_with_other_products: true });
    expect((await other()).json().variants.find((v: { title: string }) => v.title === 'M')).toMatchObject({
      selectable: true,
    });
    expect((await exchangeTo('7012')).statusCode).toBe(200);
    // downgraded to free: the setting acts as off
    await t.database.db.update(stores).set({ planName: 'FREE_ONBOARD' }).where(eq(stores.id, t.store.id));
    expect((await other()).statusCode).toBe(404);
  });

  it('restricting returns by product id removes the Return button', async () => {
    const admin = await merchant();
    await admin('POST', '/setting/v1/update', {
      restrict_return_orders: { enabled: true, product_ids: ['700'] },
    });
    const session = await openSession(t.app);
    const data = (
      await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${session}` })
    ).json<SessionDataResponse>();
    expect(data.order.items[0]?.return.reasons).toEqual(["This product isn't eligible for returns."]);
  });
});
