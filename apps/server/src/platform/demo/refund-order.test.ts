import { describe, expect, it } from 'vitest';
import { delivered, prepaidPaid, usePlatform } from '../../test/demo-platform-setup';
import { dbKinds } from '../../test/test-db';
import type { Order } from '../platform';
import { GATEWAY_REFUND_WINDOW_DAYS } from './refund-rules';

/** Paid inside the gateways' refund window on the tests' clock (1 November 2026). */
const recentPrepaid = (o: Order) =>
  prepaidPaid(o) &&
  Date.parse('2026-11-01T10:00:00Z') - Date.parse(o.created_at) < GATEWAY_REFUND_WINDOW_DAYS * 86_400_000;

describe.each(dbKinds)('demo platform refunds on %s', (kind) => {
  const t = usePlatform(kind);

  it('refunds to the original payment and lowers what is refundable', async () => {
    const order = await t.order(recentPrepaid);
    const total = order.refundable_set.shop_money.amount;
    expect(total).toBe(order.total_price_set.shop_money.amount);
    const line = order.line_items[0];
    const refund = await t.platform.refund(t.store.id, {
      idempotencyKey: 'r1',
      orderId: order.id,
      amount: '100.00',
      lineItems: line ? [{ lineItemId: line.id, quantity: 1 }] : [],
    });
    expect(refund.total_refunded_set.shop_money).toEqual({ amount: '100.00', currency_code: 'INR' });
    expect(refund.transactions).toHaveLength(1);
    expect(refund.transactions[0]).toMatchObject({
      kind: 'refund',
      status: 'success',
      gateway: order.payment_gateway_names[0],
    });
    const after = await t.platform.getOrder(t.store.id, order.id);
    expect(after?.financial_status).toBe('partially_refunded');
    expect(Number(after?.refundable_set.shop_money.amount)).toBeCloseTo(Number(total) - 100, 2);
    expect(after?.refunds).toHaveLength(1);
  });

  it("refuses a refund to a payment past the gateway's refund window, in the gateway's words", async () => {
    const order = await t.order((o) => prepaidPaid(o) && !recentPrepaid(o));
    await expect(
      t.platform.refund(t.store.id, { idempotencyKey: 'old', orderId: order.id, amount: '10.00' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('refunds are accepted only within 180 days of the payment'),
    });
    const after = await t.platform.getOrder(t.store.id, order.id);
    expect(after?.refunds).toEqual(order.refunds);
  });

  it('answers the same refund for the same key and refunds only once', async () => {
    const order = await t.order(recentPrepaid);
    const input = { idempotencyKey: 'same', orderId: order.id, amount: '50.00' };
    const first = await t.platform.refund(t.store.id, input);
    const second = await t.platform.refund(t.store.id, input);
    expect(second).toEqual(first);
    const after = await t.platform.getOrder(t.store.id, order.id);
    expect(after?.refunds).toHaveLength(1);
    await expect(t.platform.refund(t.store.id, { ...input, amount: '60.00' })).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
    });
  });

  it('refuses more than was paid and not yet refunded, and changes nothing', async () => {
    const order = await t.order(recentPrepaid);
    const cap = order.refundable_set.shop_money.amount;
    const over = (Number(cap) + 0.01).toFixed(2);
    await expect(
      t.platform.refund(t.store.id, { idempotencyKey: 'x', orderId: order.id, amount: over }),
    ).rejects.toMatchObject({
      reason: 'refund_exceeds_refundable',
      code: 'CONFLICT',
    });
    const full = await t.platform.refund(t.store.id, { idempotencyKey: 'y', orderId: order.id, amount: cap });
    expect(full.total_refunded_set.shop_money.amount).toBe(cap);
    const after = await t.platform.getOrder(t.store.id, order.id);
    expect(after?.financial_status).toBe('refunded');
    expect(after?.refundable_set.shop_money.amount).toBe('0.00');
    await expect(
      t.platform.refund(t.store.id, { idempotencyKey: 'z', orderId: order.id, amount: '0.01' }),
    ).rejects.toMatchObject({
      reason: 'refund_exceeds_refundable',
    });
  });

  it('an already partially refunded order can only refund the rest', async () => {
    const order = await t.order((o) => o.financial_status === 'partially_refunded');
    const paid = order.transactions
      .filter((x) => (x.kind === 'sale' || x.kind === 'capture') && x.status === 'success')
      .reduce((s, x) => s + Number(x.amount), 0);
    const refunded = order.transactions
      .filter((x) => x.kind === 'refund')
      .reduce((s, x) => s + Number(x.amount), 0);
    expect(refunded).toBeGreaterThan(0);
    expect(Number(order.refundable_set.shop_money.amount)).toBeCloseTo(paid - refunded, 2);
  });

  it('has nothing to refund to the source of a cash-on-delivery order', async () => {
    const order = await t.order(
      (o) => delivered(o) && o.payment_gateway_names.includes('Cash on Delivery (COD)'),
    );
    expect(order.financial_status).toBe('paid');
    expect(order.refundable_set.shop_money.amount).toBe('0.00');
    await expect(
      t.platform.refund(t.store.id, { idempotencyKey: 'c', orderId: order.id, amount: '1.00' }),
    ).rejects.toMatchObject({
      reason: 'refund_exceeds_refundable',
    });
    const line = order.line_items[0];
    // Recording refunded lines without money is still possible (the merchant pays COD back another way).
    const record = await t.platform.refund(t.store.id, {
      idempotencyKey: 'c2',
      orderId: order.id,
      amount: '0',
      lineItems: line ? [{ lineItemId: line.id, quantity: 1 }] : [],
    });
    expect(record.transactions).toHaveLength(0);
    expect(record.refund_line_items).toHaveLength(1);
  });

  it('two refunds at the same time cannot pass the cap together', async () => {
    const order = await t.order(recentPrepaid);
    const cap = Number(order.refundable_set.shop_money.amount);
    const part = (Math.floor(cap * 60) / 100).toFixed(2);
    const results = await Promise.allSettled([
      t.platform.refund(t.store.id, { idempotencyKey: 'a', orderId: order.id, amount: part }),
      t.platform.refund(t.store.id, { idempotencyKey: 'b', orderId: order.id, amount: part }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.status === 'rejected' && failed.reason.reason).toBe('refund_exceeds_refundable');
    const after = await t.platform.getOrder(t.store.id, order.id);
    expect(after?.refunds).toHaveLength(1);
  });
});
