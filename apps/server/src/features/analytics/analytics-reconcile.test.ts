import { toMinor } from '@roundtrip/core/money';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { seedPreOrder } from '../../platform/demo/seed/pre-order';
import type { Order } from '../../platform/platform';
import { type LedgerTotals, ledgerTotals } from '../../test/analytics-ledger';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { refreshDirtyDays } from './refresh-rollups';

const SEED = 31_062_026;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The test clock's now is 2026-11-01T10:00Z (15:30 in Asia/Kolkata, the store's timezone). */
const NOW = Date.parse('2026-11-01T10:00:00Z');
/** Five days and the five before: requests land in both. */
const PERIOD = { from: '2026-10-28', to: '2026-11-01', previousFrom: '2026-10-23', previousTo: '2026-10-27' };

const RETURN_FATES = [
  'requested',
  'rejected',
  'rejected_archived',
  'cancelled',
  'received',
  'refunded',
  'refunded_archived',
  'partly_refunded',
  /** Refunded, the platform not called yet: no money moved. */
  'refund_pending',
  'refund_failed',
  'refund_failed_paid_as_credit',
] as const;
const EXCHANGE_FATES = ['requested', 'rejected', 'cancelled', 'exchanged', 'exchanged_archived'] as const;

const story = fc.record({
  exchange: fc.boolean(),
  returnFate: fc.constantFrom(...RETURN_FATES),
  exchangeFate: fc.constantFrom(...EXCHANGE_FATES),
  mode: fc.constantFrom('pay_to_source' as const, 'store_credit' as const),
  fee: fc.constantFrom(null, '49', '99.50'),
  bonus: fc.constantFrom(0, 10),
  lines: fc.constantFrom(1, 1, 2),
  /** Hours before now the shopper asked: up to 9 days, so both periods get requests. */
  hoursAgo: fc.integer({ min: 1, max: 9 * 24 }),
  /** Hours after the request the merchant acted (refunds then count on that instant's day). */
  actAfter: fc.integer({ min: 0, max: 4 * 24 }),
});
type Story = typeof story extends fc.Arbitrary<infer T> ? T : never;

const plain: Story = {
  exchange: false,
  returnFate: 'requested',
  exchangeFate: 'requested',
  mode: 'pay_to_source',
  fee: null,
  bonus: 0,
  lines: 1,
  hoursAgo: 30,
  actAfter: 2,
};
/** The walk's cases first: a completed exchange, an archived rejection, a part refund with a fee and bonus. */
const FIRST: Story[] = [
  { ...plain, exchange: true, exchangeFate: 'exchanged' },
  { ...plain, returnFate: 'rejected_archived', lines: 2, hoursAgo: 150 },
  { ...plain, returnFate: 'partly_refunded', mode: 'store_credit', fee: '49', bonus: 10, actAfter: 30 },
  { ...plain, returnFate: 'refund_failed_paid_as_credit', hoursAgo: 100 },
];

type Cmp = { current: number | string; previous: number | string };

/**
 * Analytics reconcile (docs/analytics.md "What each measure is"): over random requests (returns and
 * exchanges, rejected, cancelled, archived, received, refunded whole or in part, refunds the gateway
 * refused and ones paid again as store credit, exchanges completed, with and without a return fee and a
 * store-credit bonus), every report's total is the sum of its rows, the same measure is the same in every
 * report, and each equals the measure computed straight from the requests and refund records. Read raw,
 * then rolled up.
 */
describe.each(dbKinds)('analytics reconcile, on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('every total is the sum of its rows and the ledger’s own sum, in every report', async () => {
    const used = new Set<string>();
    const m = await merchant(t, {
      orders: 120,
      policy: { return_window_days: 365, exchange_window_days: 365, cancel_unfulfilled: true },
    });
    // Read once: finding an order reads every order of the store.
    const ids = await t.database.db
      .select({ id: demoOrders.id })
      .from(demoOrders)
      .where(eq(demoOrders.storeId, m.store.id));
    const orders = (
      await Promise.all(ids.map((r) => t.deps.platform.getOrder(m.store.id, String(r.id))))
    ).filter((o): o is Order => o !== null);
    // Prepaid orders delivered before the shopper asks, within the year's windows.
    const open = (at: Date, lines: number) => (o: Order) =>
      !used.has(o.id) &&
      o.line_items.length >= lines &&
      o.financial_status === 'paid' &&
      o.customer !== null &&
      !o.payment_gateway_names.some((g) => /cod|cash/i.test(g)) &&
      o.fulfillments.some((f) => {
        const delivered = f.delivered_at ? Date.parse(f.delivered_at) : Number.NaN;
        return delivered <= at.getTime() && at.getTime() - delivered < 360 * DAY;
      });
    const act = async (path: string, body: object = {}) =>
      expectStatus(await m.call('POST', `return-exchange/v1/${path}`, body), 200);

    async function play(s: Story) {
      const at = new Date(NOW - s.hoursAgo * HOUR);
      const later = new Date(Math.min(NOW, at.getTime() + s.actAfter * HOUR));
      const fate = s.exchange ? s.exchangeFate : s.returnFate;
      const refused = fate === 'refund_failed' || fate === 'refund_failed_paid_as_credit';
      expectStatus(
        await m.call('POST', 'setting/v1/update', { store_credit_bonus_percent: s.bonus, return_fee: s.fee }),
        200,
      );
      let order: Order;
      if (refused) {
        // The made-to-order sale paid long ago: the demo gateway refuses its refund.
        const number = await seedPreOrder(t.database.db, m.store.id, at);
        order = await m.order((o) => o.name === `#${number}`);
      } else {
        const lines = s.exchange ? 1 : s.lines;
        const found = orders.find(open(at, lines));
        if (!found) throw new Error('no order left to return');
        order = found;
      }
      used.add(order.id);
      const r = await m.request(
        {
          kind: s.exchange ? 'exchange' : 'return',
          lines: s.exchange || refused ? 1 : s.lines,
          refundMode: s.exchange ? undefined : refused ? 'pay_to_source' : s.mode,
          createdAt: at,
        },
        order,
      );
      t.clock.set(later);
      try {
        const id = r.id;
        if (fate === 'rejected' || fate === 'rejected_archived')
          await act(`${id}/reject`, { reason: 'Worn' });
        if (fate === 'rejected_archived') await act(`${id}/archive`);
        if (fate === 'cancelled') await act(`${id}/cancel`);
        if (['requested', 'rejected', 'rejected_archived', 'cancelled'].includes(fate)) return;
        await act(`${id}/approve`);
        await act(`${id}/receive`);
        if (fate === 'exchanged' || fate === 'exchanged_archived') await act(`${id}/exchange`);
        const half = Math.floor(toMinor(r.refundAmount, r.currency) / 2);
        if (fate === 'partly_refunded' && half > 0)
          await act(`${id}/refund`, { mode: s.mode, amount: (half / 100).toFixed(2) });
        else if (fate.startsWith('refund'))
          await act(`${id}/refund`, { mode: refused ? 'pay_to_source' : s.mode });
        if (fate === 'refund_pending') return;
        for (let round = 0; round < 3; round++) await runPendingSideEffects(t.deps, { storeId: m.store.id });
        if (fate === 'refund_failed_paid_as_credit') {
          await act(`${id}/refund`, { mode: 'store_credit' });
          await runPendingSideEffects(t.deps, { storeId: m.store.id });
        }
        if (fate.endsWith('_archived')) await act(`${id}/archive`);
      } finally {
        t.clock.set(new Date(NOW));
      }
    }

    /** A shopper cancels the first line of an order not shipped yet; the platform refunds it at once. */
    async function cancelUnshipped(hoursAgo: number) {
      const order = orders.find(
        (o) => !used.has(o.id) && o.fulfillments.length === 0 && o.financial_status === 'paid' && o.customer,
      );
      if (!order) throw new Error('no unshipped order left to cancel');
      used.add(order.id);
      t.clock.set(new Date(NOW - hoursAgo * HOUR));
      try {
        const session = await t.app.inject({
          method: 'POST',
          url: '/api/customer/v1/session-data',
          payload: {
            store: m.store.domain.split('.')[0],
            order_number: order.name,
            contact: order.email ?? '',
          },
        });
        expectStatus(session, 201);
        const line = order.line_items[0];
        const made = await t.app.inject({
          method: 'POST',
          url: '/api/customer/v1/cancellations',
          headers: { 'idempotency-key': `cancel-${order.id}` },
          payload: {
            session_id: session.json().session_id,
            items: [{ line_item_id: line?.id, quantity: 1 }],
          },
        });
        expectStatus(made, 201);
        await runPendingSideEffects(t.deps, { storeId: m.store.id });
      } finally {
        t.clock.set(new Date(NOW));
      }
    }

    async function reconcile() {
      const range = `from=${PERIOD.from}&to=${PERIOD.to}`;
      const get = async <T>(path: string) => {
        const res = await m.call('GET', `${path}${path.includes('?') ? '&' : '?'}${range}`);
        expectStatus(res, 200);
        return res.json<T>();
      };
      const now = await ledgerTotals(t.database.db, m.store.id, PERIOD.from, PERIOD.to);
      const before = await ledgerTotals(t.database.db, m.store.id, PERIOD.previousFrom, PERIOD.previousTo);
      const cents = (v: string | number) => toMinor(String(v), 'INR');
      const sum = <T>(rows: T[], of: (r: T) => string | number) => rows.reduce((s, r) => s + cents(of(r)), 0);
      const both = (c: Cmp, key: keyof LedgerTotals, label: string) =>
        expect([cents(c.current), cents(c.previous)], label).toEqual([cents(now[key]), cents(before[key])]);

      const metrics = await get<Record<string, Cmp>>('chart/v1/metrics');
      for (const key of ['requests', 'returns', 'exchanges', 'cancellations', 'items'] as const)
        both(metrics[key] as Cmp, key, `metrics.${key}`);
      both(metrics.returned_value as Cmp, 'returned', 'returned value');
      both(metrics.refunded as Cmp, 'refunded', 'refunded');
      expect(cents((metrics.kept as Cmp).current), 'kept').toBe(cents(now.exchanged) + cents(now.credit));
      expect(cents((metrics.kept as Cmp).previous), 'kept before').toBe(
        cents(before.exchanged) + cents(before.credit),
      );

      type Day = { returns: number; exchanges: number };
      const rve = await get<{ days: Day[]; returns: Cmp; exchanges: Cmp }>('chart/v1/return-vs-exchange');
      both(rve.returns, 'returns', 'return-vs-exchange returns');
      both(rve.exchanges, 'exchanges', 'return-vs-exchange exchanges');
      expect([sum(rve.days, (d) => d.returns), sum(rve.days, (d) => d.exchanges)]).toEqual([
        cents(now.returns),
        cents(now.exchanges),
      ]);

      const reasons = await get<{ reasons: { items: number }[] }>('chart/v1/reason-metric');
      expect(
        sum(reasons.reasons, (r) => r.items),
        'items per reason',
      ).toBe(cents(now.items));
      const rer = await get<{ reasons: { returns: number; exchanges: number; cancellations: number }[] }>(
        'analytics/v1/return-exchange-reasons',
      );
      expect(
        sum(rer.reasons, (r) => r.returns + r.exchanges + r.cancellations),
        'items returned, exchanged or cancelled',
      ).toBe(cents(now.items));

      const statuses = await get<{ total: Cmp; statuses: { count: number }[] }>(
        'analytics/v1/request-metrics',
      );
      both(statuses.total, 'requests', 'requests by status');
      expect(sum(statuses.statuses, (s) => s.count)).toBe(cents(now.requests));
      for (const [path, rows] of [
        ['analytics/v1/request-regions', 'regions'],
        ['analytics/v1/return-methods', 'methods'],
        ['analytics/v1/shipping-providers', 'providers'],
      ] as const) {
        const body = await get<Record<string, { requests: number }[]>>(path);
        expect(
          sum(body[rows] ?? [], (r) => r.requests),
          path,
        ).toBe(cents(now.requests));
      }

      type GraphDay = { requests: number; items: number; refunded: string };
      const graphs = await get<{ days: GraphDay[] }>('analytics/v1/request-graphs');
      expect(
        [
          sum(graphs.days, (d) => d.requests),
          sum(graphs.days, (d) => d.items),
          sum(graphs.days, (d) => d.refunded),
        ],
        'graphs',
      ).toEqual([cents(now.requests), cents(now.items), cents(now.refunded)]);

      type Product = { quantity: number; returned_value: string; requests: number };
      const products = (await get<{ products: Product[] }>('analytics/v1/request-products')).products;
      expect(products.length, 'fewer products than the top 20, so they all show').toBeLessThan(20);
      expect(
        sum(products, (p) => p.quantity),
        'units per product',
      ).toBe(cents(now.items));
      expect(
        sum(products, (p) => p.returned_value),
        'value per product',
      ).toBe(cents(now.returned));

      const captures = await get<{ requests: Cmp; amount: Cmp }>('analytics/v1/payment-captures');
      both(captures.requests, 'captures', 'captures');
      both(captures.amount, 'captured', 'captured');

      const modes = (await get<{ modes: { refunds: number; amount: string }[] }>('analytics/v1/refund-modes'))
        .modes;
      expect(
        sum(modes, (x) => x.refunds),
        'refunds per mode',
      ).toBe(cents(now.refunds));
      expect(
        sum(modes, (x) => x.amount),
        'refunded per mode',
      ).toBe(cents(now.refunded) + cents(now.credit));

      const roi = await get<Record<string, string>>('roi/v1/exchange-roi');
      expect(
        [roi.kept_by_exchanges, roi.kept_by_store_credit, roi.kept_total, roi.refunded].map((v) =>
          cents(v ?? ''),
        ),
        'roi',
      ).toEqual([
        cents(now.exchanged),
        cents(now.credit),
        cents((metrics.kept as Cmp).current),
        cents((metrics.refunded as Cmp).current),
      ]);

      type Customer = {
        requests: number;
        returns: number;
        exchanges: number;
        items: number;
        returned_value: string;
      };
      const all = await get<{ docs: Customer[]; total: number }>(
        'analytics/v1/customers-metrics-all?limit=100',
      );
      const top = await get<{ customers: Cmp; repeat_customers: Cmp }>('analytics/v1/customers-metrics');
      both(top.customers, 'customers', 'customers');
      both(top.repeat_customers, 'repeat', 'repeat customers');
      expect(all.total).toBe(now.customers);
      expect(
        ['requests', 'returns', 'exchanges', 'items', 'returned_value'].map((k) =>
          sum(all.docs, (c) => c[k as keyof Customer]),
        ),
        'per customer',
      ).toEqual([now.requests, now.returns, now.exchanges, now.items].map(cents).concat(cents(now.returned)));
    }

    await fc.assert(
      fc.asyncProperty(fc.array(story, { minLength: 2, maxLength: 3 }), async (stories) => {
        for (const s of stories) await play(s);
        await cancelUnshipped(stories.length * 7);
        await reconcile();
        for (let more = true; more; ) more = (await refreshDirtyDays(t.database.db, 500)).more;
        await reconcile();
      }),
      { seed: SEED, numRuns: 3, endOnFailure: true, examples: [[FIRST]] },
    );
  }, 300_000);
});
