import type { RefundPreviewResponse, RequestDetailResponse } from '@roundtrip/core';
import { toMinor } from '@roundtrip/core/money';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notifications, refunds } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { shopperView } from '../../test/shopper-view';
import { dbKinds } from '../../test/test-db';

const SEED = 20_261_231;
const RUNS = 8;
const DAY = 86_400_000;

/**
 * Money shown = money moved (docs/pricing.md "The refund plan"): what the portal's preview promised the
 * shopper (store-credit bonus, return fee and its tax, part of a line's units) is what the merchant's
 * dialog offers, what the refund record keeps, what the platform credits or refunds, what the refund
 * email says and what the shopper's page reports, to the cent.
 */
describe.each(dbKinds)('the refund the portal promised, on %s', (kind) => {
  const t = useTestApp(kind);

  it('is the refund paid, credited and announced, whatever the bonus, fee and units', async () => {
    // A year's window over enough orders that each run takes a fresh one.
    const m = await merchant(t, { orders: 300, plan: 'grow_monthly', policy: { return_window_days: 365 } });
    const gst = (
      await m.call('POST', 'tax/v1/', { name: 'GST', value: 18, deduction_type: 'percent' })
    ).json();
    const used = new Set<string>();
    const now = t.clock.read().getTime();
    const delivered = (o: Order) =>
      o.fulfillments.some((f) => f.delivered_at && now - Date.parse(f.delivered_at) < 150 * DAY);
    const returnable = (o: Order) =>
      delivered(o) &&
      o.financial_status === 'paid' &&
      !o.payment_gateway_names.some((g) => /cod|cash/i.test(g)) &&
      o.customer !== null &&
      // Paid in the shop's currency: an order paid in another is followed by the multi-currency tests.
      o.presentment_currency === o.currency &&
      Boolean(o.email) &&
      !used.has(o.id);
    // Which units come back: one of a line's several units, a whole line, or one unit of two lines.
    const UNITS = {
      one_of_several: { lines: 1, fits: (o: Order) => (o.line_items[0]?.quantity ?? 0) >= 2 },
      whole_line: { lines: 1, fits: (o: Order) => o.line_items[0]?.quantity === 1 },
      two_lines: { lines: 2, fits: (o: Order) => o.line_items.length >= 2 },
    };
    const cases = fc.record({
      bonus: fc.constantFrom(0, 5, 10, 12.5, 25),
      fee: fc.constantFrom(null, '49', '99.50', '25000'),
      feeTax: fc.boolean(),
      mode: fc.constantFrom('store_credit', 'store_credit', 'pay_to_source') as fc.Arbitrary<
        'store_credit' | 'pay_to_source'
      >,
      units: fc.constantFrom('one_of_several', 'whole_line', 'two_lines') as fc.Arbitrary<keyof typeof UNITS>,
    });
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        expectStatus(
          await m.call('POST', 'setting/v1/update', {
            store_credit_bonus_percent: c.bonus,
            return_fee: c.fee,
          }),
          200,
        );
        expectStatus(await m.call('PUT', `tax/v1/${gst.id}`, { active: c.feeTax }), 200);
        // A fresh order each time (a line already returned offers fewer units), with an email to write to.
        const units = UNITS[c.units];
        const order = await m.order((o) => returnable(o) && units.fits(o));
        used.add(order.id);
        let promised: RefundPreviewResponse | null = null;
        const r = await m.request(
          {
            refundMode: c.mode,
            lines: units.lines,
            status: 'received',
            onPreview: (p) => {
              promised = p;
            },
          },
          order,
        );
        const preview = promised as RefundPreviewResponse | null;
        if (!preview) throw new Error('no preview');
        const cur = preview.currency;
        const cents = (a: string | null | undefined) => toMinor(a ?? '0', cur);
        const total = cents(preview.totals.total);
        const bonus = cents(preview.totals.bonus);

        // The merchant's dialog offers what the shopper was promised.
        const detail = (
          await m.call('GET', `return-exchange/v1/${r.id}/common`)
        ).json<RequestDetailResponse>();
        const offer = detail.price.refund_options.find((o) => o.mode === c.mode);
        expect(cents(offer?.total)).toBe(total);
        expect(cents(offer?.bonus)).toBe(bonus);
        expect(cents(detail.price.refundable_now)).toBe(total);

        const customerId = r.customerId ?? '';
        const balance = async () =>
          cents(
            (await t.deps.platform.listStoreCreditAccounts(m.store.id, customerId)).find(
              (a) => a.balance.currency_code === cur,
            )?.balance.amount,
          );
        const refundedOnOrder = async () =>
          ((await t.deps.platform.getOrder(m.store.id, r.orderId))?.refunds ?? []).reduce(
            (n, f) => n + cents(f.total_refunded_set.shop_money.amount),
            0,
          );
        const [creditBefore, orderBefore] = [await balance(), await refundedOnOrder()];

        expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: c.mode }), 200);
        for (let round = 0; round < 4; round++) await runPendingSideEffects(t.deps, { storeId: m.store.id });

        // The ledger, the platform and the email all carry the promised amount.
        const [record] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, r.id));
        expect(record?.status, record?.error ?? '').toBe('succeeded');
        expect(cents(record?.amount)).toBe(total);
        expect(cents(record?.bonusAmount)).toBe(bonus);
        if (c.mode === 'store_credit') expect((await balance()) - creditBefore).toBe(total);
        else expect((await refundedOnOrder()) - orderBefore).toBe(total);
        const [email] = await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.requestId, r.id), eq(notifications.kind, 'refund_sent')));
        expect(cents(String(email?.facts.amount))).toBe(total);

        // The shopper's page: what they were told to expect, and what they got, in the mode paid.
        const view = await shopperView(t, m.store, order, r);
        expect(cents(view.refund_amount)).toBe(total);
        if (total > 0) {
          expect(view.refund_paid).toMatchObject({ modes: [c.mode] });
          expect(cents(view.refund_paid?.amount)).toBe(total);
          expect(cents(view.refund_paid?.bonus)).toBe(bonus);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
