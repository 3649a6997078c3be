import type {
  ExchangeVariant,
  PortalRequestDetails,
  RefundPreviewResponse,
  ReturnFeeCheckResponse,
  SessionDataResponse,
} from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoOrders, reasons, requestItems, requests } from '../../db/schema';
import { seedDemoPlatform } from '../../platform/demo/seed/seed-demo-platform';
import { useTestApp } from '../../test/build-test-app';
import { REF_DATE } from '../../test/demo-platform-setup';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { embeddedDb } from '../../test/test-db';
import { setUpDemoPortal } from './set-up-demo-portal';

type Case = {
  kind: 'return' | 'exchange';
  /** 'source': pay to source when the order allows it, else store credit. */
  mode: 'store_credit' | 'source' | null;
  /** One reason per item: 'keep' matches the green-return rule. */
  reasons: ('plain' | 'keep')[];
};

const CASES: Case[] = [
  { kind: 'return', mode: 'store_credit', reasons: ['plain'] },
  { kind: 'return', mode: 'source', reasons: ['keep', 'plain'] },
  { kind: 'return', mode: 'store_credit', reasons: ['keep'] },
  { kind: 'return', mode: 'source', reasons: ['plain', 'plain'] },
  { kind: 'exchange', mode: null, reasons: ['plain'] },
];

// The portal's preview, its submit and the merchant's fee check price through one core planner: over
// the seeded demo orders, with a return-fee rule, a green-return rule, a tax and a store-credit bonus
// in place, they answer the same amounts, and the request stores them.
describe.each(embeddedDb)('planning agreement on the demo store on %s', (kind) => {
  const t = useTestApp(kind);

  // About 6 s alone on PGlite; beside the PostgreSQL suites on two cores it passed 30 s.
  it('preview, request and fee check agree for several orders, items and refund modes', {
    timeout: 120_000,
  }, async () => {
    const store = await createStore(t.deps.db, { domain: 'demo-test.myshopify.com', currency: 'INR' });
    await seedDemoPlatform(t.deps.db, {
      storeId: store.id,
      orders: 80,
      seed: 'agreement',
      refDate: REF_DATE,
    });
    await setUpDemoPortal(t.deps.db);
    const { token } = await logInAs(t.app, store, await createUser(t.deps.db, store.id));
    const merchant = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
    const portal = <T>(url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/customer/v1${url}`, payload, headers }).then((res) => {
        if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return res.json<T>();
      });

    const reasonId = async (name: string) => {
      const [row] = await t.deps.db
        .select({ id: reasons.id })
        .from(reasons)
        .where(and(eq(reasons.storeId, store.id), eq(reasons.name, name)));
      if (!row) throw new Error(`no reason ${name}`);
      return row.id;
    };
    const reasonOf = { plain: await reasonId('Size too large'), keep: await reasonId('Changed my mind') };

    expect(
      (await merchant('/setting/v1/update', { green_return: true, store_credit_bonus_percent: 10 }))
        .statusCode,
    ).toBe(200);
    const fee = await merchant('/return-fee-rule/v1', {
      name: 'Ten percent',
      conditions: [],
      outcome: { fee_type: 'percent', value: '10' },
    });
    expect(fee.statusCode).toBe(200);
    const keep = await merchant('/green-return-rule/v1', {
      name: 'Keep it',
      conditions: [{ type: 'reason', values: [reasonOf.keep] }],
      outcome: { refund_percent: 50 },
    });
    expect(keep.statusCode).toBe(200);
    expect(
      (await merchant('/tax/v1/', { name: 'GST', value: 18, deduction_type: 'percent' })).statusCode,
    ).toBe(200);

    const orders = await t.deps.db
      .select({ id: demoOrders.id })
      .from(demoOrders)
      .where(eq(demoOrders.storeId, store.id))
      .orderBy(asc(demoOrders.orderNumber));
    let next = 0;
    const seen = { fee: false, kept: false, bonus: false, exchange: false };

    for (const c of CASES) {
      let planned = false;
      while (!planned && next < orders.length) {
        const n = next++;
        const order = await t.deps.platform.getOrder(store.id, String(orders[n]?.id));
        if (!order?.email) continue;
        const opened = await t.app.inject({
          method: 'POST',
          url: '/api/customer/v1/session-data',
          payload: { store: 'demo-test', order_number: order.name, contact: order.email },
          remoteAddress: `10.7.0.${n}`, // one lookup per address: the per-IP limit is not under test here
        });
        if (opened.statusCode !== 201) continue;
        const sessionId = opened.json<{ session_id: string }>().session_id;
        const data = await portal<SessionDataResponse>(`/session-data/${sessionId}`);
        const eligible = data.order.items.filter((i) => i[c.kind].eligible);
        if (eligible.length < c.reasons.length) continue;

        const items: Record<string, unknown>[] = [];
        for (const [i, item] of eligible.slice(0, c.reasons.length).entries()) {
          const reason = c.reasons[i] ?? 'plain';
          const entry: Record<string, unknown> = {
            line_item_id: item.line_item_id,
            quantity: 1,
            reason_id: reasonOf[reason],
          };
          if (c.kind === 'exchange') {
            const res = await t.app.inject({
              url: `/api/customer/v1/products/${item.product_id}/variants?session=${sessionId}&line_item_id=${item.line_item_id}`,
            });
            const choice = res
              .json<{ variants: ExchangeVariant[] }>()
              .variants.find((v) => v.selectable && v.id !== item.variant_id);
            if (!choice) break;
            entry.exchange_variant_id = choice.id;
          }
          items.push(entry);
        }
        if (items.length < c.reasons.length) continue;

        const modes = data.order.refund_modes;
        const refundMode =
          c.mode === 'source' && modes.includes('pay_to_source')
            ? 'pay_to_source'
            : c.mode
              ? 'store_credit'
              : undefined;
        const preview = await portal<RefundPreviewResponse>('/refund-preview', {
          session_id: sessionId,
          kind: c.kind,
          refund_mode: refundMode,
          items,
        });
        const created = await portal<PortalRequestDetails>(
          '/requests',
          {
            session_id: sessionId,
            kind: c.kind,
            refund_mode: refundMode,
            address: {
              first_name: 'Test',
              address_line_1: '1 Main Road',
              city: 'Pune',
              country: 'India',
              postal_code: '411001',
            },
            phone: { dial_code: '+91', number: '9876543210' },
            items,
          },
          { 'idempotency-key': `agreement-${n}` },
        );
        const check = await merchant('/return-fee-rule/v1/check', {
          order_id: order.id,
          kind: c.kind,
          items: items.map(({ line_item_id, quantity, reason_id }) => ({
            line_item_id,
            quantity,
            reason_id,
          })),
        });
        expect(check.statusCode).toBe(200);
        const feeCheck = check.json<ReturnFeeCheckResponse>();

        // The merchant's check, the preview and the request name the same fee (with its tax).
        expect(feeCheck.total).toBe(preview.totals.return_fee);
        expect(created.return_fee).toBe(preview.totals.return_fee);
        // What the shopper expects back is what the preview said they get back (the bonus included).
        expect(created.refund_amount).toBe(
          c.kind === 'return' ? preview.totals.total : preview.totals.refund,
        );
        expect(created.bonus).toBe(preview.totals.bonus);
        expect(created.amount_due).toBe(preview.totals.amount_due);

        // And the request stores what the preview showed, in total and per item.
        const [row] = await t.deps.db.select().from(requests).where(eq(requests.id, created.id));
        expect(Number(row?.returnFee)).toBe(Number(preview.totals.return_fee));
        expect(Number(row?.refundAmount)).toBe(Number(preview.totals.refund));
        expect(Number(row?.bonusAmount)).toBe(Number(preview.totals.bonus));
        expect(Number(row?.amountDue)).toBe(Number(preview.totals.amount_due));
        const rows = await t.deps.db
          .select()
          .from(requestItems)
          .where(eq(requestItems.requestId, created.id));
        for (const p of preview.items) {
          const stored = rows.find((r) => r.lineItemId === p.line_item_id);
          expect(
            [stored?.paidAmount, stored?.feeAmount, stored?.refundAmount, stored?.bonusAmount].map(Number),
          ).toEqual([p.paid, p.fee, p.refund, p.bonus].map(Number));
          expect(Boolean(stored?.greenReturn)).toBe(p.green_return !== null && p.green_return !== undefined);
        }

        seen.fee ||= Number(feeCheck.total) > 0;
        seen.kept ||= preview.items.some((p) => p.green_return);
        seen.bonus ||= Number(preview.totals.bonus) > 0;
        seen.exchange ||= c.kind === 'exchange';
        planned = true;
      }
      expect(planned, `no seeded order fits ${JSON.stringify(c)}`).toBe(true);
    }
    // The rules were in play: a fee was charged, an item kept, a bonus paid, an exchange priced.
    expect(seen).toEqual({ fee: true, kept: true, bonus: true, exchange: true });
  });
});
