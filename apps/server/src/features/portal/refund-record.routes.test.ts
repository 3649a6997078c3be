import { describe, expect, it } from 'vitest';
import type { RequestRow } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { seedPreOrder } from '../../platform/demo/seed/pre-order';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { shopperView } from '../../test/shopper-view';
import { embeddedDb } from '../../test/test-db';

type Merchant = Awaited<ReturnType<typeof merchant>>;

/** The merchant takes the parcel in: approved as the shopper chose, received, checked and restocked. */
async function receiveAndInspect(m: Merchant, r: RequestRow) {
  const path = `return-exchange/v1/${r.id}`;
  expectStatus(await m.call('POST', `${path}/approve`, {}), 200);
  expectStatus(await m.call('POST', `${path}/receive`, {}), 200);
  const [item] = (await m.call('GET', `${path}/common`)).json().items;
  expectStatus(await m.call('POST', `${path}/inspect`, { items: [{ item_id: item.id, restock: 1 }] }), 200);
}

describe.each(embeddedDb)("the shopper's refund record on %s", (kind) => {
  const t = useTestApp(kind);

  it('shows the refund on its way until the platform confirmed it, then done with the balance', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({ refundMode: 'store_credit' }, order);
    await receiveAndInspect(m, r);
    await runPendingSideEffects(t.deps);
    const refunded = await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'store_credit' });
    expectStatus(refunded, 200);
    const amount = Number(refunded.json().refunds[0].amount).toFixed(2);

    const pending = await shopperView(t, m.store, order, r);
    expect(pending).toMatchObject({
      status: 'refunded',
      shopper_status: 'refund_pending',
      next_step: 'refund_on_its_way',
      refunds: [{ amount, currency: 'INR', mode: 'store_credit', state: 'pending' }],
      store_credit: null,
    });
    expect(pending.timeline.at(-1)).toMatchObject({
      code: 'refund_pending',
      params: { amount, currency: 'INR', mode: 'store_credit' },
    });

    await runPendingSideEffects(t.deps);
    const done = await shopperView(t, m.store, order, r);
    expect(done).toMatchObject({
      shopper_status: 'refunded',
      next_step: 'refund_done',
      refunds: [{ amount, state: 'done' }],
      store_credit: { currency: 'INR' },
    });
    expect(Number(done.store_credit?.balance)).toBeGreaterThanOrEqual(Number(amount));
    expect(done.timeline.at(-1)?.code).toBe('refund_done');
  });

  it('never shows a refund the platform refused as done', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({ refundMode: 'pay_to_source' }, order);
    await receiveAndInspect(m, r);
    await runPendingSideEffects(t.deps);
    // Meanwhile the whole payment went back from the platform's own admin: nothing is left to refund.
    const platformOrder = await t.deps.platform.getOrder(m.store.id, order.id);
    await t.deps.platform.refund(m.store.id, {
      idempotencyKey: `outside-${r.id}`,
      orderId: order.id,
      amount: platformOrder?.refundable_set.shop_money.amount ?? '0',
    });
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source' }), 200);
    await runPendingSideEffects(t.deps);

    const view = await shopperView(t, m.store, order, r);
    expect(view).toMatchObject({
      shopper_status: 'refund_failed',
      next_step: 'refund_problem',
      refunds: [{ state: 'failed', mode: 'pay_to_source' }],
    });
    expect(view.timeline.at(-1)?.code).toBe('refund_failed');
    const merchantView = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(merchantView.needs_attention).toBe(true);
  });

  it("leaves a refund the gateway refuses (a payment past its refund window) to the merchant, with the gateway's words", async () => {
    const m = await merchant(t);
    const number = await seedPreOrder(t.database.db, m.store.id, t.clock.read());
    const order = await m.order((o) => o.name === `#${number}`);
    const r = await m.request({ refundMode: 'pay_to_source' }, order);
    await receiveAndInspect(m, r);
    await runPendingSideEffects(t.deps);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source' }), 200);
    await runPendingSideEffects(t.deps);

    const merchantView = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(merchantView.needs_attention).toBe(true);
    expect(merchantView.attention_error).toContain(
      'refunds are accepted only within 180 days of the payment',
    );
    const view = await shopperView(t, m.store, order, r);
    expect(view).toMatchObject({
      shopper_status: 'refund_failed',
      refunds: [{ state: 'failed', mode: 'pay_to_source' }],
    });
    expect(JSON.stringify(view)).not.toContain('180 days');
  });
});
