// The policy simulator on the demo store's seeded history (made through the portal): its figures are
// core's planner run directly on each request's recorded facts, and it writes nothing.
import type { PolicySimulateResponse } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { effectiveStorePolicy, type StorePolicy } from '@roundtrip/core/policy';
import { planRequest } from '@roundtrip/core/requests';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests, stores } from '../../../db/schema';
import { DEMO_LOGIN, seedDemoWithRequests } from '../../../seed/seed-demo';
import { seedRequestHistory } from '../../../seed/seed-request-history';
import { gatingPlan } from '../../../store/billing';
import { storePolicyOf } from '../../../store/store-policy';
import { useTestApp } from '../../../test/build-test-app';
import { bearer, createStore, createUser, logInAs } from '../../../test/factories';
import { dbKinds } from '../../../test/test-db';

const CHANGE = { return_fee: '50.00', exchange_enabled: false };

describe.each(dbKinds)('policy simulator on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });
  const login = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO_LOGIN });
    return res.json<{ token: string }>().token;
  };
  const simulate = async (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/setting/v1/policy/simulate',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  it('equals the planner run on each seeded request, per month, and writes nothing', async () => {
    await seedDemoWithRequests(t.deps, t.clock.read());
    const [store] = await t.database.db.select().from(stores).where(eq(stores.domain, DEMO_LOGIN.store));
    if (!store) throw new Error('no demo store');
    const rows = await t.database.db
      .select()
      .from(requests)
      .where(and(eq(requests.storeId, store.id), isNotNull(requests.planning)));
    const all = await t.database.db.select().from(requests).where(eq(requests.storeId, store.id));
    // Every sample went through the submission, so every one recorded its planning.
    expect(rows.length).toBe(all.length);
    expect(rows.length).toBeGreaterThan(20);

    const res = await simulate(await login(), { policy: CHANGE, months: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PolicySimulateResponse>();
    expect(body.months).toHaveLength(12);

    // Planned directly: the saved policy, and the saved one with the change, as the store's plan acts on it.
    const current = storePolicyOf(t.deps.config, store);
    const proposed = effectiveStorePolicy(
      { ...store.policySettings, ...CHANGE },
      gatingPlan(t.deps.config, store),
    );
    const direct = (policy: StorePolicy, month: string) => {
      const out = { allowed: 0, refused: 0, refund: 0, fees: 0, credit_kept: 0, exchanges: 0 };
      for (const row of rows) {
        if (!row.planning || row.createdAt.toISOString().slice(0, 7) !== month) continue;
        const plan = planRequest({ ...row.planning.facts, policy }, row.planning.input);
        if (!plan.ok) {
          out.refused += 1;
          continue;
        }
        const { totals } = plan.value.refund;
        out.allowed += 1;
        out.refund += totals.refund;
        out.fees += totals.fee;
        if (plan.value.refundMode === 'store_credit') out.credit_kept += totals.refund + totals.bonus;
        if (plan.value.kind === 'exchange') out.exchanges += 1;
      }
      const m = (n: number) => fromMinor(n, store.currency);
      return { ...out, refund: m(out.refund), fees: m(out.fees), credit_kept: m(out.credit_kept) };
    };
    for (const month of body.months) {
      expect(month.current, month.month).toEqual(direct(current, month.month));
      expect(month.proposed, month.month).toEqual(direct(proposed, month.month));
      expect(month.not_replayable).toBe(0);
    }
    const sum = (pick: (m: PolicySimulateResponse['months'][number]) => number) =>
      body.months.reduce((n, m) => n + pick(m), 0);
    // Under the saved policy every sample is accepted again, as it was when it was made.
    expect(sum((m) => m.current.allowed)).toBe(rows.length);
    expect(sum((m) => m.current.refused)).toBe(0);
    // The change shows: exchanges are refused, returns pay the fee.
    expect(sum((m) => m.delta.exchanges)).toBe(-rows.filter((r) => r.kind === 'exchange').length);
    expect(sum((m) => Number(m.delta.fees))).toBeGreaterThan(0);
    // A request still waiting was stored with the figures the saved policy gives it again.
    for (const row of all.filter((r) => r.status === 'requested')) {
      if (!row.planning) continue;
      const plan = planRequest({ ...row.planning.facts, policy: current }, row.planning.input);
      expect(plan.ok && plan.value.refund.totals.refund).toBe(toMinor(row.refundAmount, row.currency));
    }

    // Nothing written: the policy and the requests are as they were.
    const [after] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(after?.policySettings).toEqual(store.policySettings);
    const again = await t.database.db.select().from(requests).where(eq(requests.storeId, store.id));
    expect(again.map((r) => [r.id, r.updatedAt.getTime()]).sort()).toEqual(
      all.map((r) => [r.id, r.updatedAt.getTime()]).sort(),
    );
  }, 240_000);

  it('counts requests without a recorded planning as not replayable', async () => {
    // Requests loaded in bulk, as an import or `npm run seed -- --requests` makes them: no planning recorded.
    const store = await createStore(t.database.db, { currency: 'INR' });
    await seedRequestHistory(t.database.db, {
      storeId: store.id,
      count: 60,
      days: 120,
      now: t.clock.read(),
      currency: 'INR',
    });
    const { token } = await logInAs(t.app, store, await createUser(t.database.db, store.id));
    const res = await simulate(token, { policy: {}, months: 6 });
    expect(res.statusCode, res.body).toBe(200);
    const months = res.json<PolicySimulateResponse>().months;
    const seen = await t.database.db.select().from(requests).where(eq(requests.storeId, store.id));
    expect(seen).toHaveLength(60);
    expect(months.reduce((n, m) => n + m.not_replayable, 0)).toBe(seen.length);
    expect(months.every((m) => m.current.allowed === 0 && m.proposed.allowed === 0)).toBe(true);
  }, 240_000);

  it.each([
    [{ policy: {}, months: 0 }, 'months', 'Look back at least 1 month'],
    [{ policy: {}, months: 13 }, 'months', 'Look back at most 12 months'],
    [{ policy: {}, months: 2.5 }, 'months', 'Choose a whole number of months'],
    [{ policy: {} }, 'months', 'Choose how many months to look back'],
    [
      { policy: { return_window_days: -1 }, months: 3 },
      'policy.return_window_days',
      'The window cannot be negative',
    ],
    [
      { policy: { return_fee: 'five' }, months: 3 },
      'policy.return_fee',
      'Return fee must be an amount like 5.00',
    ],
  ])('refuses %j with 400', async (payload, field, message) => {
    const store = await createStore(t.database.db);
    const { token } = await logInAs(t.app, store, await createUser(t.database.db, store.id));
    const res = await simulate(token, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });
});
