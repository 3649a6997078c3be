import { toMinor } from '@roundtrip/core/money';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refunds, requestItems, requests, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import { useTestApp } from '../../test/build-test-app';
import { type Call, callOf, ITEMS, overQuantity, sequence, UNITS } from '../../test/merchant-actions';
import { returnableOn } from '../../test/request-factories';
import { merchant } from '../../test/request-setup';

const SEED = 20_261_123;
const RUNS = 20;

// Actions here run one after another (the races are action-idempotency's and cancel-interleavings'
// tests, on both databases): the embedded database `npm start` runs is enough.
describe('counters against the platform', () => {
  const t = useTestApp('pglite');
  const itemsOf = (requestId: string) =>
    t.database.db
      .select()
      .from(requestItems)
      .where(eq(requestItems.requestId, requestId))
      .orderBy(asc(requestItems.lineItemId));

  /** What an action may change: refused and replayed calls must leave all of it as it was. */
  async function snapshot(requestId: string) {
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    return {
      status: request?.status,
      version: request?.version,
      items: await itemsOf(requestId),
      effects: (
        await t.database.db
          .select({ id: sideEffects.id })
          .from(sideEffects)
          .where(eq(sideEffects.requestId, requestId))
      ).length,
      refunds: (
        await t.database.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.requestId, requestId))
      ).length,
    };
  }

  /** Runs every queued side effect, waiting ones again once what they wait for is done. */
  async function drain(storeId: string) {
    for (let round = 0; round < 5; round++) {
      const results = await runPendingSideEffects(t.deps, { storeId });
      // A done effect may queue another (a refund, the shopper's email of it): run until none is left.
      if (results.length === 0) return;
    }
    await runPendingSideEffects(t.deps, { storeId, final: true });
  }

  /** Every difference between Roundtrip's counters and money and what the platform recorded. */
  async function differences(storeId: string, requestId: string, earlier: Set<string>): Promise<string[]> {
    const platform = t.deps.platform;
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    if (!request) throw new Error('request gone');
    const items = await itemsOf(requestId);
    const effects = await t.database.db
      .select()
      .from(sideEffects)
      .where(eq(sideEffects.requestId, requestId));
    const records = await t.database.db.select().from(refunds).where(eq(refunds.requestId, requestId));
    // Every return this request made on the platform: the ones its approvals created, and its current one.
    const returnIds = new Set(
      effects
        .filter((e) => e.effect === 'create_return' && e.status === 'succeeded')
        .map((e) => String(e.result?.id)),
    );
    if (request.platformReturnId) returnIds.add(request.platformReturnId);
    const returns = await Promise.all([...returnIds].map((id) => platform.getReturn(storeId, id)));
    const order = (await platform.getOrder(storeId, request.orderId)) as Order;
    // Some seeded orders had a unit refunded by support before the shopper asked: not ours.
    const platformRefunds = order.refunds.filter((r) => !earlier.has(r.id));
    const problems: string[] = [];
    const same = (what: string, ours: number, theirs: number) => {
      if (ours !== theirs) problems.push(`${what}: Roundtrip ${ours}, platform ${theirs}`);
    };
    const status = request.status === 'archived' ? request.statusBeforeArchive : request.status;
    // A request waiting for review, rejected or cancelled has no live return on the platform.
    const live = !['requested', 'rejected', 'cancelled'].includes(status ?? '');
    const toSource = records.some((r) => r.mode === 'pay_to_source' && Number(r.amount) > 0);
    for (const i of items) {
      const lines = returns.flatMap((r) =>
        (r?.return_line_items ?? [])
          .filter((l) => l.line_item_id === i.lineItemId)
          .map((l) => ({ ...l, open: r?.status !== 'DECLINED' && r?.status !== 'CANCELED' })),
      );
      const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
      const line = `line ${i.lineItemId}`;
      same(
        `${line} approved (${status}) vs open return quantity`,
        live ? i.approvedQty : 0,
        sum((l) => (l.open ? l.quantity : 0)),
      );
      same(
        `${line} restocked`,
        i.restockedQty,
        sum((l) => l.restocked_quantity),
      );
      same(
        `${line} not restocked`,
        i.notRestockedQty,
        sum((l) => l.not_restocked_quantity),
      );
      same(
        `${line} missing`,
        i.missingQty,
        sum((l) => l.missing_quantity),
      );
      const refunded = platformRefunds
        .flatMap((r) => r.refund_line_items)
        .filter((l) => l.line_item_id === i.lineItemId)
        .reduce((s, l) => s + l.quantity, 0);
      same(`${line} refunded to the original payment`, toSource ? i.refundedQty : 0, refunded);
    }
    const minor = (amount: string) => toMinor(amount, request.currency);
    const recorded = (mode: string) =>
      records.filter((r) => r.mode === mode).reduce((s, r) => s + minor(r.amount), 0);
    for (const r of records)
      if (r.status !== 'succeeded') problems.push(`refund record ${r.mode} ${r.amount} is ${r.status}`);
    same(
      'money to the original payment',
      recorded('pay_to_source'),
      platformRefunds.reduce((s, r) => s + minor(r.total_refunded_set.shop_money.amount), 0),
    );
    const accounts = request.customerId
      ? await platform.listStoreCreditAccounts(storeId, request.customerId)
      : [];
    same(
      'store credit',
      recorded('store_credit'),
      accounts.flatMap((a) => a.transactions).reduce((s, tr) => s + minor(tr.amount.amount), 0),
    );
    // A platform call that failed is a disagreement too, even when the numbers happen to match.
    for (const e of effects)
      if (e.status !== 'succeeded') problems.push(`side effect ${e.effect} ${e.status}: ${e.lastError}`);
    return problems;
  }

  /**
   * Issue "hardening": after any sequence of merchant actions, once the outbox has run, the platform
   * holds what the counters say. Refused calls (an item named twice, more units than are left, a
   * refund past the ceiling, an action the status does not allow) and replayed keys change nothing.
   */
  it('keeps every item counter and refund equal to the platform after any sequence of actions', {
    timeout: 120_000,
  }, async () => {
    let keys = 0;
    let over = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(sequence, async (actions) => {
        await t.database.truncate();
        t.clock.set('2026-11-01T10:00:00.000Z');
        const m = await merchant(t);
        const order = await m.order(
          (o) =>
            returnableOn(t.clock.read())(o) &&
            o.line_items.filter((l) => l.quantity >= UNITS).length >= ITEMS,
        );
        const r = await m.request({ qty: UNITS, lines: ITEMS }, order);
        const ids = (await itemsOf(r.id)).map((i) => i.id);
        let last: { call: Call; status: number } | undefined;
        for (const a of actions) {
          t.clock.advance(1000); // the outbox runs in the order the actions queued it
          // Otherwise the queued side effects wait: actions run ahead of the platform, in any order.
          if (a.type === 'outbox') {
            await drain(m.store.id);
            continue;
          }
          const before = await snapshot(r.id);
          const call = a.type === 'replay' ? last?.call : callOf(a, ids, `invariant-key-${++keys}`);
          if (!call) continue;
          const res = await m.call('POST', `return-exchange/v1/${r.id}/${call.path}`, call.body);
          seen.add(`${a.type} ${res.statusCode}`);
          expect([200, 400, 409], `${call.path} ${JSON.stringify(call.body)}: ${res.body}`).toContain(
            res.statusCode,
          );
          if (a.type === 'twice') expect(res.statusCode, res.body).toBe(400);
          if (overQuantity(a, before.items)) {
            over++;
            expect(res.statusCode, res.body).not.toBe(200);
          }
          if (a.type === 'replay') expect(res.statusCode, res.body).toBe(last?.status);
          if (res.statusCode !== 200 || a.type === 'replay') expect(await snapshot(r.id)).toEqual(before);
          last = { call, status: res.statusCode };
        }
        await drain(m.store.id);
        const earlier = new Set(order.refunds.map((f) => f.id));
        expect(await differences(m.store.id, r.id, earlier)).toEqual([]);
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        // The two sequences that broke the invariant before approve-request.ts and
        // receive-request.ts were fixed run first, whatever the generator draws.
        examples: [
          [[{ type: 'approve' }, { type: 'receive', items: [{ item: 0, quantity: 1, missing: 1 }] }]],
          [[{ type: 'approve' }, { type: 'cancel' }, { type: 'enable' }, { type: 'approve' }]],
          // Cancel before the return exists; enable before the cancellation reached the platform.
          [[{ type: 'approve' }, { type: 'cancel' }, { type: 'outbox' }, { type: 'enable' }]],
          [
            [
              { type: 'approve' },
              { type: 'outbox' },
              { type: 'cancel' },
              { type: 'enable' },
              { type: 'approve' },
            ],
          ],
          // Each kind of refusal at least once, whatever the seed draws.
          [
            [
              { type: 'twice', action: 'approve' },
              { type: 'approve' },
              { type: 'replay' },
              { type: 'twice', action: 'receive' },
              { type: 'receive', items: [{ item: 0, quantity: UNITS + 1, missing: 0 }] },
              { type: 'receive' },
              { type: 'twice', action: 'inspect' },
              { type: 'refund', mode: 'pay_to_source', amount: '99999999.00' },
            ],
          ],
        ],
      },
    );
    // The generator reached every stage and every kind of refusal.
    for (const outcome of [
      'approve',
      'in-transit',
      'receive',
      'inspect',
      'refund',
      'archive',
      'cancel',
      'enable',
    ])
      expect([...seen]).toContain(`${outcome} 200`);
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['twice 400', 'receive 409', 'inspect 409', 'refund 409']),
    );
    expect(over).toBeGreaterThan(0);
  });
});
