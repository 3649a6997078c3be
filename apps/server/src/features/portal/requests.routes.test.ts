import {
  type CreateRequestBody,
  type PortalRequestDetails,
  type SessionDataResponse,
  shopperEnglish,
} from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestEvents, requestItems, requests, stores } from '../../db/schema';
import {
  makeLine,
  makeOrder,
  makeVariant,
  openSession,
  pickupReturnBody,
  reasonIdOf,
  usePortalTest,
} from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';

// The API's English for core's planning refusals.
const MEDIA_REQUIRED = shopperEnglish({ code: 'MEDIA_REQUIRED' });
const COD_NO_SOURCE_REFUND = shopperEnglish({ code: 'COD_NO_SOURCE_REFUND' });
const MODE_NOT_ALLOWED = shopperEnglish({ code: 'MODE_NOT_ALLOWED' });
const ONE_ITEM_ONLY = shopperEnglish({ code: 'ONE_ITEM_ONLY' });

describe.each(dbKinds)('portal requests on %s', (kind) => {
  const t = usePortalTest(kind);

  const setPolicy = (policy: Record<string, unknown>) =>
    t.database.db.update(stores).set({ policySettings: policy }).where(eq(stores.id, t.store.id));
  const reasonId = (name: string) => reasonIdOf(t, name);
  const body = (session: string, over: Partial<CreateRequestBody> = {}) => pickupReturnBody(t, session, over);
  const submit = (payload: CreateRequestBody, key = 'key-0000000001') =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': key },
      payload,
    });
  const expectRefused = async (payload: CreateRequestBody, status: number, message: string) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(requests)).toHaveLength(0);
  };

  it('creates the request, its items with the price snapshot and the first event in one go', async () => {
    const session = await openSession(t.app);
    const res = await submit(await body(session));
    expect(res.statusCode).toBe(201);
    const created = res.json<PortalRequestDetails>();
    expect(created).toMatchObject({
      name: '1001-R1',
      kind: 'return',
      status: 'requested',
      refund_mode: 'store_credit',
      refund_amount: '1000.00',
      currency: 'INR',
      order: { id: '5001', name: '#1001' },
      request_items: [{ line_item_id: '9001', quantity: 1, reason: 'Size too small', paid: '1000.00' }],
      timeline: [{ type: 'created', status: 'requested', code: 'request_received', params: {} }],
      tracking: null,
      messages: [],
    });
    const [item] = await t.database.db.select().from(requestItems);
    expect(item).toMatchObject({
      requestedQty: 1,
      approvedQty: 0,
      returnQuantity: 2,
      selectedQuantity: 1,
      actualAmount: '1000.000',
      totalDiscount: '0.000',
      presentmentPrice: '1000.000',
      requestedRefundMode: 'store_credit',
    });
    expect(await t.database.db.select().from(requestEvents)).toHaveLength(1);

    const data = await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${session}` });
    const order = data.json<SessionDataResponse>();
    expect(order.requests).toMatchObject([{ id: created.id, status: 'requested', items: [{ quantity: 1 }] }]);
    expect(order.order.items[0]?.return.max_quantity).toBe(1);
  });

  it('answers a double submit with the same request, once', async () => {
    const session = await openSession(t.app);
    const payload = await body(session);
    const [a, b] = await Promise.all([submit(payload), submit(payload)]);
    const c = await submit(payload);
    // A repeat answers as the first call did (docs/limits.md, "Idempotency").
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(await t.database.db.select().from(requests)).toHaveLength(1);
    expect(await t.database.db.select().from(requestItems)).toHaveLength(1);
  });

  it('refuses the same key with another body, and a missing key', async () => {
    const session = await openSession(t.app);
    expect((await submit(await body(session))).statusCode).toBe(201);
    const other = await submit(await body(session, { refund_mode: 'bank_transfer' }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', reason: { code: 'KEY_REUSED' } });
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      payload: await body(session),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('Send an Idempotency-Key header');
  });

  it('enforces the return window', async () => {
    t.clock.set('2026-11-24T10:00:01.000Z');
    const session = await openSession(t.app);
    await expectRefused(
      await body(session),
      409,
      'The 30-day return window for this order ended on 23 November 2026.',
    );
  });

  it('enforces "restrict returns if not delivered" and order tag restrictions', async () => {
    t.platform.orders.set('5001', makeOrder({ deliveredAt: null, tags: ['Wholesale'] }));
    await setPolicy({
      restrict_return_if_not_delivered: true,
      restrict_return_orders: { enabled: true, order_tags: ['wholesale'] },
    });
    const session = await openSession(t.app);
    await expectRefused(
      await body(session),
      409,
      "This order hasn't been delivered yet. Returns open once it arrives. This order isn't eligible for returns.",
    );
  });

  it('enforces product restrictions and discounted-order restrictions', async () => {
    t.platform.orders.set('5001', makeOrder({ discountCodes: ['SPRING10'] }));
    t.platform.products.get('700')?.tags.push('Gift Card');
    await setPolicy({
      restrict_return_orders: { enabled: true, product_tags: ['gift card'] },
      restrict_discounted_returns: true,
    });
    await expectRefused(
      await body(await openSession(t.app)),
      409,
      "This product isn't eligible for returns. Items bought with a discount code can't be returned.",
    );
  });

  it('accepts only the refund modes the store allows, and asks for one on returns', async () => {
    await setPolicy({ refund_modes: ['store_credit'] });
    const session = await openSession(t.app);
    await expectRefused(await body(session, { refund_mode: 'pay_to_source' }), 409, MODE_NOT_ALLOWED);
    await expectRefused(
      await body(session, { refund_mode: undefined }),
      400,
      'Please choose how you want your refund.',
    );
    expect((await submit(await body(session))).statusCode).toBe(201);
  });

  it('refuses a refund to the original payment on a COD order', async () => {
    t.platform.orders.set('5001', makeOrder({ cod: true }));
    const session = await openSession(t.app);
    await expectRefused(await body(session, { refund_mode: 'pay_to_source' }), 409, COD_NO_SOURCE_REFUND);
    expect((await submit(await body(session, { refund_mode: 'store_credit' }))).statusCode).toBe(201);
  });

  it('asks for valid bank details on bank transfer, and shows only the last digits back', async () => {
    const session = await openSession(t.app);
    await expectRefused(
      await body(session, { refund_mode: 'bank_transfer' }),
      400,
      'Please enter your bank account details.',
    );
    const bad = await submit(
      await body(session, {
        refund_mode: 'bank_transfer',
        bank_details: { account_holder_name: 'Asha Rao', account_number: '12345', bank_code: 'HDFC0001234' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['bank_details.account_number']).toBe(
      'Please enter 9 to 20 digits, numbers only',
    );
    const ok = await submit(
      await body(session, {
        refund_mode: 'bank_transfer',
        bank_details: {
          account_holder_name: 'Asha Rao',
          account_number: '123456789012',
          bank_code: 'hdfc0001234',
        },
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().bank_details).toEqual({
      account_holder_name: 'Asha Rao',
      account_number_last4: '9012',
      bank_code: 'HDFC0001234',
    });
  });

  it('takes several items in one request only when the store allows multiple items', async () => {
    t.platform.orders.set(
      '5001',
      makeOrder({ lines: [makeLine('9001'), makeLine('9002', { variant_id: '7003' })] }),
    );
    const session = await openSession(t.app);
    const reason = await reasonId('Size too small');
    const two = await body(session, {
      items: [
        { line_item_id: '9001', quantity: 1, reason_id: reason },
        { line_item_id: '9002', quantity: 2, reason_id: reason },
      ],
    });
    await setPolicy({ return_multiple_items: false });
    await expectRefused(two, 409, ONE_ITEM_ONLY);
    await setPolicy({});
    const res = await submit(two);
    expect(res.statusCode).toBe(201);
    expect(res.json().request_items).toHaveLength(2);
  });

  it('refuses units already requested, and frees them when a request is rejected', async () => {
    const session = await openSession(t.app);
    const first = await submit(
      await body(session, {
        items: [{ line_item_id: '9001', quantity: 2, reason_id: await reasonId('Size too small') }],
      }),
    );
    expect(first.statusCode).toBe(201);
    const again = await submit(await body(session), 'key-0000000002');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'All units of this item are already part of a return or exchange request.',
    );

    await t.database.db.update(requests).set({ status: 'rejected' });
    const payload = await body(session, {
      items: [{ line_item_id: '9001', quantity: 1, reason_id: await reasonId('Size too small') }],
    });
    expect((await submit(payload, 'key-0000000003')).statusCode).toBe(201);
    const more = await submit(
      await body(session, {
        items: [{ line_item_id: '9001', quantity: 2, reason_id: await reasonId('Size too small') }],
      }),
      'key-0000000004',
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 1 more unit of this item can be returned.');
  });

  it('asks for photos when the reason needs them, and refuses reasons of another store', async () => {
    const session = await openSession(t.app);
    const damaged = await reasonId('Damaged or defective');
    await expectRefused(
      await body(session, { items: [{ line_item_id: '9001', quantity: 1, reason_id: damaged }] }),
      400,
      MEDIA_REQUIRED,
    );
    await expectRefused(
      await body(session, {
        items: [{ line_item_id: '9001', quantity: 1, reason_id: '00000000-0000-4000-8000-000000000000' }],
      }),
      400,
      'Please choose a reason',
    );
  });

  it("answers 404 for another order's request, and shows its own with merchant messages only", async () => {
    t.platform.orders.set('5002', { ...makeOrder({ id: '5002', name: '#1002' }), email: 'ravi@example.com' });
    const mine = await openSession(t.app);
    const created = (await submit(await body(mine))).json<PortalRequestDetails>();
    await t.database.db.insert(requestEvents).values([
      {
        storeId: t.store.id,
        requestId: created.id,
        type: 'message',
        actorType: 'merchant',
        message: 'Pickup on Monday',
        customerVisible: true,
      },
      {
        storeId: t.store.id,
        requestId: created.id,
        type: 'note',
        actorType: 'merchant',
        message: 'Check stitching',
        customerVisible: false,
      },
    ]);
    const own = await t.app.inject({ url: `/api/customer/v1/requests/${created.id}?session=${mine}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().messages).toEqual([{ at: expect.any(String), body: 'Pickup on Monday' }]);
    expect(JSON.stringify(own.json())).not.toContain('stitching');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '1002', contact: 'ravi@example.com' },
    });
    const theirs = res.json().session_id;
    const other = await t.app.inject({ url: `/api/customer/v1/requests/${created.id}?session=${theirs}` });
    expect(other.statusCode).toBe(404);
  });

  it('lists exchange variants with what may be chosen', async () => {
    const session = await openSession(t.app);
    const res = await t.app.inject({ url: `/api/customer/v1/products/700/variants?session=${session}` });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .variants.map((v: { title: string; selectable: boolean; unavailable_reason: string | null }) => [
          v.title,
          v.selectable,
          v.unavailable_reason,
        ]),
    ).toEqual([
      ['S', false, 'Out of stock'],
      ['M', true, null],
      ['L', true, null],
      ['XL', false, 'Not available for exchange'],
    ]);
    const notInOrder = await t.app.inject({
      url: `/api/customer/v1/products/999/variants?session=${session}`,
    });
    expect(notInOrder.statusCode).toBe(404);
  });

  it('exchanges only to selectable variants of the same product, out of stock when the store allows it', async () => {
    const session = await openSession(t.app);
    const reason = await reasonId('Size too small');
    const exchange = (variant?: string) =>
      body(session, {
        kind: 'exchange',
        refund_mode: undefined,
        items: [{ line_item_id: '9001', quantity: 1, reason_id: reason, exchange_variant_id: variant }],
      });
    await expectRefused(await exchange('7001'), 409, 'S: Out of stock.');
    await expectRefused(await exchange('7004'), 409, 'XL: Not available for exchange.');
    await expectRefused(await exchange(), 400, 'Please choose the variant you want instead.');
    await expectRefused(await exchange('999'), 400, 'This variant is not available.');
    await setPolicy({ exchange_out_of_stock: true });
    const res = await submit(await exchange('7001'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: '1001-E1',
      kind: 'exchange',
      request_items: [{ exchange_variant: { id: '7001', title: 'S', price: '1000.00', quantity: 1 } }],
    });
  });

  it('previews a return: fee, store-credit bonus and the discount not given back', async () => {
    t.platform.orders.set('5001', makeOrder({ lines: [makeLine('9001', { total_discount: '200.00' })] }));
    await setPolicy({ return_fee: '50', store_credit_bonus_percent: 10 });
    const session = await openSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: {
        session_id: session,
        kind: 'return',
        refund_mode: 'store_credit',
        items: [{ line_item_id: '9001', quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toMatchObject({
      item_value: '1000.00',
      discount: '100.00',
      paid: '900.00',
      return_fee: '50.00',
      refund: '850.00',
      bonus: '85.00',
      total: '935.00',
      payer: 'none',
    });
  });

  it('previews an exchange price difference: the shopper pays, or gets it back', async () => {
    const session = await openSession(t.app);
    const preview = (variant: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/refund-preview',
        payload: {
          session_id: session,
          kind: 'exchange',
          items: [{ line_item_id: '9001', quantity: 1, exchange_variant_id: variant }],
        },
      });
    // A dearer replacement needs "capture payments from customers" (Grow, docs/policies.md).
    const refused = await preview('7003');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('L: Only items at the same price or lower can be chosen.');
    await t.database.db.update(stores).set({ planName: 'Grow' }).where(eq(stores.id, t.store.id));
    await setPolicy({ capture_payments: true });
    const dearer = (await preview('7003')).json();
    expect(dearer.items[0].exchange).toMatchObject({
      new_price: '1200.00',
      difference: '200.00',
      payer: 'customer',
      amount_due: '200.00',
    });
    expect(dearer.totals).toMatchObject({ payer: 'customer', amount_due: '200.00', refund: '0.00' });
    const even = (await preview('7002')).json();
    expect(even.totals.payer).toBe('none');
  });

  it('asks how a cheaper exchange is paid back, and pays it back in an allowed mode', async () => {
    t.platform.products
      .get('700')
      ?.variants.push(makeVariant('700', '7005', { title: 'XS', option1: 'XS', price: '800.00' }));
    const session = await openSession(t.app);
    const reason = await reasonId('Size too large');
    const items = [{ line_item_id: '9001', quantity: 1, reason_id: reason, exchange_variant_id: '7005' }];
    await expectRefused(
      await body(session, { kind: 'exchange', refund_mode: undefined, items }),
      400,
      'Please choose how you want the price difference paid back.',
    );
    const res = await submit(await body(session, { kind: 'exchange', refund_mode: 'store_credit', items }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payer: 'merchant', refund_amount: '200.00', amount_due: '0.00' });
  });

  it('answers a retry after a fresh lookup of the same order with the first request', async () => {
    const first = await openSession(t.app);
    const created = await submit(await body(first));
    const second = await openSession(t.app, '+91 98765 43210');
    const retry = await submit(await body(second));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(created.json().id);
  });
});
