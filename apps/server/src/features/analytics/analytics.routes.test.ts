import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { requestItems } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { PERIOD_REPORTS } from '../../test/analytics-reports';
import { useTestApp } from '../../test/build-test-app';
import { returnableOn } from '../../test/request-factories';
import { merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

type Cmp = { current: number | string; previous: number | string; change_percent: number | null };

/**
 * The store's timezone is Asia/Kolkata (UTC+5:30): 2026-10-28T19:00Z is already 29 October there, so
 * it belongs to the period asked for; 18:00Z is still the 24th, the previous period.
 */
const RANGE = 'from=2026-10-29&to=2026-11-01';

describe('analytics', () => {
  const t = useTestApp('pglite', { billing: 'off' });

  async function shop() {
    const m = await merchant(t, { domain: 'numbers.myshopify.com' });
    // Later requests on the same order take the units still open on it, as a shopper's would.
    const on = async (at: string, options: Parameters<typeof m.request>[0] = {}) =>
      m.request({ ...options, createdAt: new Date(at) }, await m.order(returnableOn(at)));
    const before1 = await on('2026-10-26T06:00:00Z');
    const before2 = await on('2026-10-28T18:00:00Z');
    const edge = await on('2026-10-28T19:00:00Z', { method: 'pickup', customerName: '=HYPERLINK("x") Rao' });
    const rejected = await on('2026-10-30T06:00:00Z', { status: 'rejected' });
    const exchange = await on('2026-10-31T06:00:00Z', { kind: 'exchange' });
    const refunded = await on('2026-11-01T05:00:00Z', { status: 'received' });
    const refund = await m.call('POST', `return-exchange/v1/${refunded.id}/refund`, {
      mode: 'pay_to_source',
      amount: refunded.refundAmount,
      idempotency_key: 'refund-1',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // Refunded once the platform paid it.
    await runPendingSideEffects(t.deps, { storeId: m.store.id });
    return { m, before1, before2, edge, rejected, exchange, refunded };
  }

  // One shop for every report: building it (six portal requests, a refund) is the slow part.
  it('compares the period with the one before, by the store’s calendar days, in its currency', {
    timeout: 120_000,
  }, async () => {
    const { m, before1, before2, edge, exchange, refunded } = await shop();
    const res = await m.call('GET', `chart/v1/metrics?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Record<string, Cmp> & { period: Record<string, unknown>; currency: string }>();
    expect(body.period).toEqual({
      from: '2026-10-29',
      to: '2026-11-01',
      days: 4,
      previous: { from: '2026-10-25', to: '2026-10-28' },
      timezone: 'Asia/Kolkata',
    });
    expect(body.currency).toBe('INR');
    expect(body.requests).toEqual({ current: 4, previous: 2, change_percent: 100 });
    expect(body.returns).toEqual({ current: 3, previous: 2, change_percent: 50 });
    expect(body.exchanges).toEqual({ current: 1, previous: 0, change_percent: null });
    const sum = (...values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 100), 0) / 100;
    // Returned value: what the shopper paid for the units asked for, rejected requests aside; an
    // exchange keeps its value in the store.
    const paid = async (...rows: { id: string }[]) =>
      sum(
        ...(
          await t.database.db
            .select({ paid: requestItems.paidAmount })
            .from(requestItems)
            .where(
              inArray(
                requestItems.requestId,
                rows.map((r) => r.id),
              ),
            )
        ).map((i) => i.paid),
      );
    expect(Number(body.returned_value?.current)).toBe(await paid(edge, exchange, refunded));
    expect(Number(body.returned_value?.previous)).toBe(await paid(before1, before2));
    expect(Number(body.refunded?.current)).toBe(sum(refunded.refundAmount));
    expect(body.refunded?.previous).toBe('0.00');
    expect(Number(body.kept?.current)).toBe(await paid(exchange));
    expect(Number(body.kept?.current)).toBeGreaterThan(0);

    const days = (await m.call('GET', `chart/v1/return-vs-exchange?${RANGE}`)).json<{
      days: { day: string; returns: number; exchanges: number }[];
    }>().days;
    expect(days).toHaveLength(4);
    expect(days[0]).toEqual({ day: '2026-10-29', returns: 1, exchanges: 0 });
    expect(days.find((d) => d.day === '2026-10-31')).toEqual({ day: '2026-10-31', returns: 0, exchanges: 1 });

    const statuses = (await m.call('GET', `analytics/v1/request-metrics?${RANGE}`)).json<{
      total: Cmp;
      statuses: { status: string; count: number }[];
    }>();
    expect(statuses.total.current).toBe(4);
    const count = (s: string) => statuses.statuses.find((x) => x.status === s)?.count;
    expect([count('rejected'), count('requested')]).toEqual([1, 2]);
    expect(statuses.statuses.reduce((n, x) => n + x.count, 0)).toBe(4);

    const reasons = (await m.call('GET', `chart/v1/reason-metric?${RANGE}`)).json<{ reasons: unknown[] }>();
    expect(reasons.reasons).toEqual([{ reason: 'Too small', items: 4, share: 100 }]);

    const modes = (await m.call('GET', `analytics/v1/refund-modes?${RANGE}`)).json<{ modes: unknown[] }>();
    expect(modes.modes).toEqual([
      { mode: 'pay_to_source', refunds: 1, amount: Number(refunded.refundAmount).toFixed(2), share: 100 },
    ]);

    const methods = (await m.call('GET', `analytics/v1/return-methods?${RANGE}`)).json<{
      methods: { method: string; requests: number }[];
    }>();
    expect(methods.methods.reduce((s, x) => s + x.requests, 0)).toBe(4);
    expect(methods.methods.find((x) => x.method === 'pickup')?.requests).toBe(1);

    const roi = (await m.call('GET', `roi/v1/exchange-roi?${RANGE}`)).json<Record<string, unknown>>();
    expect(roi).toMatchObject({
      kept_by_exchanges: (await paid(exchange)).toFixed(2),
      plan_cost: '0.00',
      plan_label: 'Self-hosted: all features',
      return_on_plan: null,
    });

    for (const path of [
      'analytics/v1/request-regions',
      'analytics/v1/request-graphs',
      'analytics/v1/request-products',
      'analytics/v1/return-exchange-reasons',
      'analytics/v1/payment-captures',
      'analytics/v1/automation-usage',
      'analytics/v1/shipping-providers',
      'analytics/v1/customers-metrics',
      'analytics/v1/customers-metrics-all',
      'store-details',
    ]) {
      const r = await m.call('GET', `${path}?${RANGE}`);
      expect(r.statusCode, `${path}: ${r.body}`).toBe(200);
    }
    const products = (await m.call('GET', `analytics/v1/request-products?${RANGE}`)).json<{
      products: { quantity: number; top_reason: string }[];
    }>();
    expect(products.products.reduce((s, p) => s + p.quantity, 0)).toBe(4);
    expect(products.products[0]?.top_reason).toBe('Too small');

    // the customer tables, and CSV that spreadsheets cannot run
    const all = (await m.call('GET', `analytics/v1/customers-metrics-all?${RANGE}&limit=2`)).json<{
      docs: { email: string; requests: number }[];
      total: number;
    }>();
    expect(all.docs.length).toBeLessThanOrEqual(2);
    expect(all.total).toBeGreaterThanOrEqual(all.docs.length);
    const one = await m.call(
      'GET',
      `customerDetails/get?email=${encodeURIComponent(edge.customerEmail.toUpperCase())}`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ requests: number; recent: { id: string }[] }>().recent.map((r) => r.id)).toContain(
      edge.id,
    );
    const none = await m.call('GET', 'customerDetails/get?email=nobody@example.com');
    expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);

    const csv = await m.call('GET', `analytics/v1/export?type=requests&${RANGE}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-total-rows']).toBe('4');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="requests-2026-10-29-2026-11-01.csv"',
    );
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^request,kind,status,created_at,/);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Rao"`);
    const items = await m.call('GET', `analytics/v1/export?type=items&${RANGE}`);
    expect(items.body.trim().split('\n')).toHaveLength(5);
    const refunds = await m.call('GET', `analytics/v1/export?type=refunds&${RANGE}`);
    expect(refunds.headers['x-total-rows']).toBe('1');
  });

  it('never counts another store, and refuses bad ranges and users without the permission', async () => {
    const other = await merchant(t, { domain: 'other.myshopify.com' });
    await other.request({ createdAt: new Date('2026-10-30T06:00:00Z') });
    const m = await merchant(t, { domain: 'numbers.myshopify.com' });
    const metrics = (await m.call('GET', `chart/v1/metrics?${RANGE}`)).json<{ requests: Cmp }>();
    expect(metrics.requests).toEqual({ current: 0, previous: 0, change_percent: null });
    const csv = await m.call('GET', `analytics/v1/export?type=requests&${RANGE}`);
    expect(csv.body.trim().split('\n')).toHaveLength(1);

    const backwards = await m.call('GET', 'chart/v1/metrics?from=2026-11-02&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { from: 'The start date must be on or before the end date' },
    });
    const long = await m.call('GET', 'analytics/v1/refund-modes?from=2020-01-01&to=2026-11-01');
    expect(long.json()).toMatchObject({ fields: { from: 'A range covers at most 731 days' } });
    const garbage = await m.call('GET', 'analytics/v1/refund-modes?from=yesterday');
    expect(garbage.statusCode).toBe(400);

    const staff = await merchant(t, { domain: 'staff.myshopify.com', permissions: ['request.all.view'] });
    const refused = await staff.call('GET', 'chart/v1/metrics');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('analytics.view');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/chart/v1/metrics' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(embeddedDb)('analytics over a seeded history on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('answers every report over 90 days, agreeing with plain counts of the tables', async () => {
    const m = await merchant(t, { domain: 'history.myshopify.com' });
    await seedRequestHistory(t.database.db, {
      storeId: m.store.id,
      count: 3_000,
      days: 120,
      now: t.clock.read(),
      currency: 'INR',
    });
    const range = 'from=2026-08-04&to=2026-11-01';
    const [raw] = await queryRows<{ requests: number; items: number; refunded: string }>(
      t.database.db,
      sql`select count(*)::int as requests,
            (select sum(requested_qty)::int from request_items i join requests q on q.id = i.request_id
              where q.store_id = ${m.store.id}::uuid and q.created_at >= '2026-08-04T00:00:00+05:30'
                and q.created_at < '2026-11-02T00:00:00+05:30') as items,
            (select sum(amount)::text from refunds where store_id = ${m.store.id}::uuid and mode <> 'store_credit'
              and status = 'succeeded'
              and created_at >= '2026-08-04T00:00:00+05:30' and created_at < '2026-11-02T00:00:00+05:30') as refunded
          from requests where store_id = ${m.store.id}::uuid and created_at >= '2026-08-04T00:00:00+05:30'
            and created_at < '2026-11-02T00:00:00+05:30'`,
    );
    const metrics = (await m.call('GET', `chart/v1/metrics?${range}`)).json<Record<string, Cmp>>();
    expect(metrics.requests?.current).toBe(raw?.requests);
    expect(metrics.items?.current).toBe(raw?.items);
    expect(Number(metrics.refunded?.current)).toBe(Number(raw?.refunded));
    for (const path of PERIOD_REPORTS) {
      const r = await m.call('GET', `${path}?${range}`);
      expect(r.statusCode, `${path}: ${r.body}`).toBe(200);
    }
    const graphs = (await m.call('GET', `analytics/v1/request-graphs?${range}`)).json<{
      days: { requests: number }[];
    }>();
    expect(graphs.days).toHaveLength(90);
    expect(graphs.days.reduce((s, d) => s + d.requests, 0)).toBe(raw?.requests);
    const regions = (await m.call('GET', `analytics/v1/request-regions?${range}`)).json<{
      regions: { country: string; share: number }[];
    }>();
    // Most first; ties in the order of the country code.
    expect(regions.regions.map((r) => r.country)).toEqual(['IN', 'AE', 'GB', 'US']);
    const csv = await m.call('GET', `analytics/v1/export?type=requests&${range}`);
    expect(csv.headers['x-total-rows']).toBe(String(raw?.requests));
    expect(csv.body.trim().split('\n')).toHaveLength((raw?.requests ?? 0) + 1);
  });
});
