import { describe, expect, it } from 'vitest';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { submitPortalRequest } from '../../test/request-factories';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { shopperView } from '../../test/shopper-view';
import { embeddedDb } from '../../test/test-db';

// A USD shop whose shopper paid in CAD (Shopify's presentment currency): the refund goes back in CAD,
// exactly what the shopper paid for what they returned, and both amounts are kept.
describe.each(embeddedDb)('an order paid in another currency than the shop’s, on Shopify (%s)', (kind) => {
  // 1 CAD = 0.7347 USD: the shirt the shopper paid 1,000.00 CAD for is 734.70 USD to the shop.
  const t = useShopifyTestApp(kind, {}, { currency: 'USD', presentment: { currency: 'CAD', rate: 0.7347 } });
  const shopOf = () => t.fake.shop(t.shop);

  async function inspectedReturn() {
    const order = await t.deps.platform.getOrder(t.store.id, String(t.order.id));
    if (!order) throw new Error('the seeded order is not in the fake');
    expect(order).toMatchObject({ currency: 'USD', presentment_currency: 'CAD' });
    const r = await submitPortalRequest(t, t.store, order, { qty: 1 });
    expect((await t.call('POST', `return-exchange/v1/${r.id}/approve`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: approved.items[0].id, restock: 1 }],
    });
    await runPendingSideEffects(t.deps);
    return { r, order };
  }

  it('refunds the original payment in CAD to the cent, and shows the shop and the shopper their own amounts', async () => {
    const { r, order } = await inspectedReturn();
    const refunded = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'pay_to_source',
      idempotency_key: 'cad-refund',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await runPendingSideEffects(t.deps);

    // Shopify holds a refund transaction of exactly 1,000.00 CAD, made through returnProcess.
    const money = [...shopOf().refunds.values()].filter((x) => x.transactions.length > 0);
    expect(money).toHaveLength(1);
    expect(money[0]?.transactions).toMatchObject([{ kind: 'REFUND', amount: 100_000 }]);
    const processed = shopOf()
      .calls.filter((c) => c.mutation === 'returnProcess')
      .at(-1);
    expect(processed?.variables).toMatchObject({
      input: {
        financialTransfer: {
          issueRefund: {
            orderTransactions: [{ transactionAmount: { amount: '1000.00', currencyCode: 'CAD' } }],
          },
        },
      },
    });
    // The merchant sees the shop's amount and what the shopper got back.
    const detail = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.refunds).toMatchObject([
      {
        status: 'succeeded',
        amount: '734.70',
        currency: 'USD',
        presentment_amount: '1000.00',
        presentment_currency: 'CAD',
      },
    ]);
    // The shopper reads what they paid, in their currency.
    const view = await shopperView(t, t.store, order, r);
    expect(view.refunds).toMatchObject([{ amount: '1000.00', currency: 'CAD', state: 'done' }]);
    expect(view.refund_paid).toMatchObject({ amount: '1000.00' });
  });

  it('issues store credit in the currency the shopper paid in', async () => {
    const { r } = await inspectedReturn();
    const refunded = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'store_credit',
      idempotency_key: 'cad-credit',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await runPendingSideEffects(t.deps);
    const accounts = [...shopOf().creditAccounts.values()];
    expect(accounts).toMatchObject([{ currency: 'CAD', transactions: [{ amount: 100_000 }] }]);
    const detail = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.refunds).toMatchObject([
      {
        status: 'succeeded',
        mode: 'store_credit',
        presentment_amount: '1000.00',
        presentment_currency: 'CAD',
      },
    ]);
  });

  it('refunds part of it at the line’s own rate', async () => {
    const { r } = await inspectedReturn();
    const res = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'pay_to_source',
      amount: '367.35',
      idempotency_key: 'cad-half-refund',
    });
    expect(res.statusCode, res.body).toBe(200);
    await runPendingSideEffects(t.deps);
    const paid = [...shopOf().refunds.values()].flatMap((x) => x.transactions);
    expect(paid).toMatchObject([{ kind: 'REFUND', amount: 50_000 }]);
  });
});
