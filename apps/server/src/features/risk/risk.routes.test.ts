import type { SessionDataResponse } from '@roundtrip/core';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { auditLog, listEntries, requestRisks } from '../../db/schema';
import { STORE_SETTING, TENANT_ROLE } from '../../db/schema/tenant-policy';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { makeLine, makeOrder, openSession, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { expectStatus } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { refreshDirtyDays } from '../analytics/refresh-rollups';
import { seedDefaultReasons } from '../reasons/default-reasons';

describe.each(dbKinds)('return risk on %s', (kind) => {
  // Self-hosted (billing off): workflows are on without a plan.
  const t = usePortalTest(kind, { billing: 'off' });
  const signIn = async (permissions?: string[]) => {
    const user = await createUser(
      t.database.db,
      t.store.id,
      permissions ? { userType: 'staff', permissions } : {},
    );
    const { token } = await logInAs(t.app, t.store, user);
    return {
      user,
      call: (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }),
    };
  };
  const submit = async (key: string, contact = 'asha@example.com') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': key },
      payload: await pickupReturnBody(t, await openSession(t.app, contact)),
    });
    expectStatus(res, 201);
    return res.json<{ id: string }>().id;
  };

  it('scores the request when it is submitted and shows the score with its signals', async () => {
    const id = await submit('risk-key-00000001');
    const m = await signIn();
    const detail = await m.call('GET', `return-exchange/v1/${id}/common`);
    expectStatus(detail, 200);
    expect(detail.json().risk).toEqual({
      score: 10,
      level: 'low',
      signals: [{ code: 'first_order', points: 10, detail: "The customer's first order" }],
      verdict: null,
    });
  });

  it('counts another customer who returns from the same address', async () => {
    await submit('risk-key-00000002');
    // Another customer's order, returned from the same street and postal code.
    const other = makeOrder({ id: '5002', name: '#1002' });
    other.email = 'ravi@example.com';
    if (other.customer) Object.assign(other.customer, { id: '3002', email: 'ravi@example.com' });
    t.platform.orders.set('5002', other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '#1002', contact: 'ravi@example.com' },
    });
    const session = res.json<{ session_id: string }>().session_id;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'risk-key-00000003' },
      payload: await pickupReturnBody(t, session),
    });
    expectStatus(made, 201);
    const [risk] = await t.database.db
      .select()
      .from(requestRisks)
      .where(eq(requestRisks.requestId, made.json().id));
    expect(risk?.signals.map((s) => s.code)).toEqual(['address_reuse', 'first_order']);
    expect(risk).toMatchObject({ score: 20, level: 'low' });
  });

  const riskOf = async (id: string) =>
    (await t.database.db.select().from(requestRisks).where(eq(requestRisks.requestId, id)))[0];
  /** Places a shopper's order (at #1001's address) in the fake shop and opens its session on a store's portal. */
  const openOrder = async (
    store: string,
    order: { id: string; name: string; email: string; price?: string },
  ) => {
    const placed = makeOrder({
      id: order.id,
      name: order.name,
      lines: [makeLine('9001', order.price ? { price: order.price } : {})],
    });
    placed.email = order.email;
    if (placed.customer) Object.assign(placed.customer, { id: `3${order.id}`, email: order.email });
    t.platform.orders.set(order.id, placed);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store, order_number: order.name, contact: order.email },
    });
    return res.json<{ session_id: string }>().session_id;
  };

  it("never counts another store's requests from the same email or address", async () => {
    // Another store: the same shopper sends back a whole order, and another customer returns from her address.
    const globex = await createStore(t.database.db, { domain: 'globex.myshopify.com', currency: 'INR' });
    await seedDefaultReasons(t.database.db, globex.id);
    t.platform.storeId = globex.id;
    const there = { ...t, store: globex };
    const made: string[] = [];
    for (const [order, key, quantity] of [
      [{ id: '5001', name: '#1001', email: 'asha@example.com' }, 'risk-key-00000011', 2],
      [{ id: '5003', name: '#1003', email: 'meena@example.com' }, 'risk-key-00000012', 1],
    ] as const) {
      const body = await pickupReturnBody(there, await openOrder('globex', order));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/requests',
        headers: { 'idempotency-key': key },
        payload: { ...body, items: body.items.map((i) => ({ ...i, quantity })) },
      });
      expectStatus(res, 201);
      made.push(res.json().id);
    }
    // There, the address does count.
    expect((await riskOf(made[1] ?? ''))?.signals.map((s) => s.code)).toEqual([
      'address_reuse',
      'first_order',
    ]);

    // Here the same shopper sends back her whole order from the same address: nothing of the other store counts.
    t.platform.storeId = t.store.id;
    t.platform.orders.set('5001', makeOrder());
    const body = await pickupReturnBody(t, await openSession(t.app));
    const here = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'risk-key-00000013' },
      payload: { ...body, items: body.items.map((i) => ({ ...i, quantity: 2 })) },
    });
    expectStatus(here, 201);
    expect(await riskOf(here.json().id)).toMatchObject({
      score: 10,
      signals: [expect.objectContaining({ code: 'first_order' })],
      wholeOrder: true,
    });

    // Asked by this store's tenant about the other store, the facts function answers nothing.
    const facts = await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config(${STORE_SETTING}, ${t.store.id}, true), set_config('role', ${TENANT_ROLE}, true)`,
      );
      return queryRows(
        tx,
        sql`select * from request_risk_facts(${globex.id}::uuid, ${made[0]}::uuid, 'asha@example.com', '12 mg road', '560001', '2026-01-01', '2026-01-01')`,
      );
    });
    expect(facts).toEqual([{ all_requests: 0, recent: 0, whole: 0, sharing: 0 }]);
  });

  it("compares the request with the store's rolled-up days before today", async () => {
    // A cheap return on 25 October, then 1 November's requests of 1,000 each.
    t.clock.set('2026-10-25T10:00:00.000Z');
    const cheap = await openOrder('acme', {
      id: '5002',
      name: '#1002',
      email: 'ravi@example.com',
      price: '100.00',
    });
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/requests',
        headers: { 'idempotency-key': 'risk-key-00000021' },
        payload: await pickupReturnBody(t, cheap),
      }),
      201,
    );
    t.clock.set('2026-11-01T10:00:00.000Z');
    // 25 October is not rolled up yet: there is no typical request to compare with.
    const first = await riskOf(await submit('risk-key-00000022'));
    expect(first?.signals.map((s) => s.code)).not.toContain('high_value');

    await refreshDirtyDays(t.database.db);
    // Rolled up, 25 October's 100 is the typical request; today's 1,000 is not counted yet.
    const second = await riskOf(await submit('risk-key-00000023'));
    expect(second?.signals).toContainEqual(expect.objectContaining({ code: 'high_value', points: 15 }));
  });

  it('lets workflows condition on the risk level and score', async () => {
    const id = await submit('risk-key-00000004');
    const m = await signIn();
    const dryRun = async (conditions: object[]) =>
      (await m.call('POST', 'workflow/v1/dry-run', { conditions })).json();
    expect(await dryRun([{ type: 'risk_level', values: ['low'] }])).toMatchObject({
      matched: 1,
      requests: [{ id }],
    });
    expect(await dryRun([{ type: 'risk_level', values: ['medium', 'high'] }])).toMatchObject({ matched: 0 });
    expect(await dryRun([{ type: 'risk_score', min: 10, max: 10 }])).toMatchObject({ matched: 1 });
  });

  it('marks fraud, which blocks the shopper’s email; safe takes that block back; both audited', async () => {
    const id = await submit('risk-key-00000005');
    const m = await signIn();
    const fraud = await m.call('POST', `return-exchange/v1/${id}/risk-verdict`, { verdict: 'fraud' });
    expectStatus(fraud, 200);
    expect(fraud.json()).toMatchObject({ verdict: 'fraud', score: 10 });
    const entries = await t.database.db.select().from(listEntries);
    expect(entries).toMatchObject([
      { list: 'block', subject: 'email', value: 'asha@example.com', requestId: id },
    ]);
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/customer/v1/session-data/${await openSession(t.app)}`,
    });
    expect(page.json<SessionDataResponse>().order.items[0]?.return.reason_codes).toEqual([
      { code: 'NOT_AVAILABLE_ONLINE' },
    ]);

    const safe = await m.call('POST', `return-exchange/v1/${id}/risk-verdict`, { verdict: 'safe' });
    expectStatus(safe, 200);
    expect(safe.json().verdict).toBe('safe');
    expect(await t.database.db.select().from(listEntries)).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['list_entry.added', 'list_entry.deleted', 'request.marked_fraud', 'request.marked_safe'].sort(),
    );
    expect((await m.call('GET', `return-exchange/v1/${id}/common`)).json().risk.verdict).toBe('safe');
  });

  it('refuses a wrong verdict, an unknown request and staff without the rules permission', async () => {
    const id = await submit('risk-key-00000006');
    const m = await signIn();
    const bad = await m.call('POST', `return-exchange/v1/${id}/risk-verdict`, { verdict: 'maybe' });
    expectStatus(bad, 400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { verdict: 'Choose safe or fraud' },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectStatus(
      await m.call('POST', `return-exchange/v1/${unknown}/risk-verdict`, { verdict: 'safe' }),
      404,
    );
    const staff = await signIn(['request.all.view', 'request.edit']);
    expectStatus(
      await staff.call('POST', `return-exchange/v1/${id}/risk-verdict`, { verdict: 'fraud' }),
      403,
    );
    expect(await t.database.db.select().from(listEntries)).toEqual([]);
  });
});
