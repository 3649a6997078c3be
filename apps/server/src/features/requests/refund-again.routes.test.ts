import { randomUUID } from 'node:crypto';
import type { FilterListResponse, HomeResponse, RequestDetailResponse } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, refunds, stores } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { seedPreOrder } from '../../platform/demo/seed/pre-order';
import { type TestApp, useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { shopperView } from '../../test/shopper-view';
import { dbKinds, embeddedDb } from '../../test/test-db';
import { systemActor } from '../automation/system-actor';
import { refundRequest } from './refund-request';

type Merchant = Awaited<ReturnType<typeof merchant>>;

/**
 * The README's made-to-order sale: paid 200 days ago, so the demo gateway refuses to refund it. The
 * shopper asked for the original payment; the merchant receives, inspects and refunds, and the refund
 * fails for good.
 */
async function refusedRefund(t: TestApp, opts: Parameters<typeof merchant>[1] = {}) {
  const m = await merchant(t, opts);
  const number = await seedPreOrder(t.database.db, m.store.id, t.clock.read());
  const order = await m.order((o) => o.name === `#${number}`);
  const r = await m.request({ refundMode: 'pay_to_source' }, order);
  const path = `return-exchange/v1/${r.id}`;
  expectStatus(await m.call('POST', `${path}/approve`, {}), 200);
  expectStatus(await m.call('POST', `${path}/receive`, {}), 200);
  const [item] = (await m.call('GET', `${path}/common`)).json<RequestDetailResponse>().items;
  expectStatus(await m.call('POST', `${path}/inspect`, { items: [{ item_id: item?.id, restock: 1 }] }), 200);
  expectStatus(await m.call('POST', `${path}/refund`, { mode: 'pay_to_source' }), 200);
  await runPendingSideEffects(t.deps, { storeId: m.store.id });
  return { m, order, r, path };
}

const detailOf = async (m: Merchant, path: string) =>
  (await m.call('GET', `${path}/common`)).json<RequestDetailResponse>();

describe.each(embeddedDb)('a refund the gateway refused, on %s', (kind) => {
  const t = useTestApp(kind);

  it('reads "Refund delayed" everywhere, never Refunded, and offers another way to pay', async () => {
    const { m, order, r, path } = await refusedRefund(t);
    const d = await detailOf(m, path);
    expect(d).toMatchObject({
      status: 'refunded',
      refund_state: 'failed',
      shown_status: 'refund_failed',
      needs_attention: true,
      price: { refunded: '0.00', paid_by_mode: [] },
    });
    expect(d.items[0]?.refund_units).toEqual({ refunded: 0, pending: 0, failed: 1 });
    expect(d.timeline.find((e) => e.type === 'refunded')?.refund_state).toBe('failed');
    expect(d.allowed_actions).toEqual(expect.arrayContaining(['refund', 'retry']));

    const list = (
      await m.call('POST', 'return-exchange/v1/filter-list', { type: 'return', status: 'all' })
    ).json<FilterListResponse>();
    expect(list.docs.find((x) => x.id === r.id)?.shown_status).toBe('refund_failed');
    const home = (await m.call('GET', 'dashboard/v1/home')).json<HomeResponse>();
    expect(home.latest.find((x) => x.id === r.id)?.shown_status).toBe('refund_failed');
    expect((await shopperView(t, m.store, order, r)).shopper_status).toBe('refund_failed');

    // A workflow or automation refunding the request does not take the way out: it is the merchant's.
    const robot = await systemActor(t.database.db, m.store.id, 'workflow:Refund');
    if (!robot) throw new Error('no admin');
    await expect(refundRequest(t.deps, robot, r.id, { mode: 'store_credit' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('is paid as store credit from the request page: the failed refund is replaced and never retried', async () => {
    const { m, order, r, path } = await refusedRefund(t);
    const before = await detailOf(m, path);
    const credit = before.price.refund_options.find((o) => o.mode === 'store_credit');
    const res = await m.call('POST', `${path}/refund`, { mode: 'store_credit' });
    expectStatus(res, 200);
    const pending = res.json<RequestDetailResponse>();
    expect(pending).toMatchObject({
      status: 'refunded',
      shown_status: 'refund_pending',
      needs_attention: false,
    });
    expect(pending.items[0]?.refund_units).toEqual({ refunded: 0, pending: 1, failed: 0 });
    // The failed step is settled: no banner, nothing to retry.
    expect(pending.side_effects.filter((e) => e.status === 'failed')).toEqual([]);
    expect(pending.allowed_actions).not.toContain('retry');

    await runPendingSideEffects(t.deps, { storeId: m.store.id });
    const d = await detailOf(m, path);
    const [failed, paid] = d.refunds;
    expect(failed).toMatchObject({ status: 'failed', mode: 'pay_to_source', replaced_by: paid?.id });
    expect(paid).toMatchObject({ status: 'succeeded', mode: 'store_credit', amount: credit?.total });
    expect(d).toMatchObject({ shown_status: 'refunded', refund_state: 'refunded' });
    expect(d.items[0]?.refund_units).toEqual({ refunded: 1, pending: 0, failed: 0 });
    expect(d.price.paid_by_mode).toEqual([
      { mode: 'store_credit', amount: credit?.total, bonus: '0.00', incentive: '0.00' },
    ]);
    expect(d.allowed_actions).not.toContain('refund');
    // The platform credited the customer once, with the amount recorded.
    const accounts = await t.deps.platform.listStoreCreditAccounts(m.store.id, r.customerId ?? '');
    expect(accounts.map((a) => a.balance.amount)).toEqual([credit?.total]);

    const view = await shopperView(t, m.store, order, r);
    expect(view).toMatchObject({
      shopper_status: 'refunded',
      refunds: [{ state: 'replaced' }, { state: 'done', mode: 'store_credit' }],
      refund_paid: { modes: ['store_credit'], amount: credit?.total },
    });
    expect(view.timeline.filter((e) => e.code.startsWith('refund_')).map((e) => e.code)).toEqual([
      'refund_replaced',
      'refund_done',
    ]);
    // Nothing failed is left to retry, and the request cannot be refunded a third time.
    expect((await m.call('POST', `${path}/retry`, {})).statusCode).toBe(409);
    expect((await m.call('POST', `${path}/refund`, { mode: 'store_credit' })).statusCode).toBe(409);
  });

  it('is recorded as a bank transfer or a refund made outside, with its reference, and emailed', async () => {
    const { m, path } = await refusedRefund(t);
    const noRef = await m.call('POST', `${path}/refund`, { mode: 'others' });
    expectStatus(noRef, 400);
    expect(noRef.json().fields.reference).toBe(
      'Please enter the reference of the refund made outside Roundtrip',
    );
    expectStatus(await m.call('POST', `${path}/refund`, { mode: 'bank_transfer' }), 400);
    const res = await m.call('POST', `${path}/refund`, { mode: 'bank_transfer', reference: 'NEFT 88213' });
    expectStatus(res, 200);
    const d = res.json<RequestDetailResponse>();
    expect(d).toMatchObject({ shown_status: 'refunded', needs_attention: false });
    expect(d.refunds.at(-1)).toMatchObject({
      mode: 'bank_transfer',
      status: 'succeeded',
      reference: 'NEFT 88213',
    });
    const [email] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, d.id), eq(notifications.kind, 'refund_sent')));
    expect(email?.facts).toMatchObject({ amount: d.refunds.at(-1)?.amount, refund_mode: 'bank_transfer' });
  });

  it('issues a gift card only on a plan with gift card refunds', async () => {
    const { m, path } = await refusedRefund(t, { plan: 'grow_monthly' });
    await t.database.db
      .update(stores)
      .set({ billing: 'shopify', planName: 'FREE_ONBOARD' })
      .where(eq(stores.id, m.store.id));
    const locked = await m.call('POST', `${path}/refund`, {
      mode: 'store_credit',
      store_credit_form: 'gift_card',
    });
    expectStatus(locked, 403);
    expect(locked.json().code).toBe('PLAN_REQUIRED');
    expectStatus(
      await m.call('POST', `${path}/refund`, { mode: 'others', store_credit_form: 'gift_card' }),
      400,
    );

    await t.database.db.update(stores).set({ planName: 'grow_monthly' }).where(eq(stores.id, m.store.id));
    expectStatus(
      await m.call('POST', `${path}/refund`, { mode: 'store_credit', store_credit_form: 'gift_card' }),
      200,
    );
    await runPendingSideEffects(t.deps, { storeId: m.store.id });
    const d = await detailOf(m, path);
    expect(d.refunds.at(-1)).toMatchObject({ mode: 'store_credit', status: 'succeeded' });
    const [card] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, d.refunds.at(-1)?.id ?? ''));
    expect(card?.giftCardLastCharacters).toMatch(/^\w{4}$/);
  });
});

describe.each(dbKinds)('refunding again at once, on %s', (kind) => {
  const t = useTestApp(kind);

  it('makes one refund: the same key replays, another key at the same time is refused', async () => {
    const { m, path, r } = await refusedRefund(t);
    const key = randomUUID();
    const [a, b, c] = await Promise.all([
      m.call('POST', `${path}/refund`, { mode: 'store_credit', idempotency_key: key }),
      m.call('POST', `${path}/refund`, { mode: 'store_credit', idempotency_key: key }),
      m.call('POST', `${path}/refund`, {
        mode: 'bank_transfer',
        reference: 'NEFT 1',
        idempotency_key: randomUUID(),
      }),
    ]);
    // The same key gets the same answer; the other key either came first (then the store credit is the one
    // refused) or second: one of the two refunds is made, the other refused.
    expect(a.statusCode).toBe(b.statusCode);
    expect([a.statusCode, c.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.requestId, r.id));
    const live = rows.filter((x) => x.status !== 'failed');
    expect(live).toHaveLength(1);
    expect(rows.filter((x) => x.replacedBy === live[0]?.id)).toHaveLength(1);
  });
});
