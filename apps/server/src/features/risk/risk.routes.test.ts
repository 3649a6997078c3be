import type { SessionDataResponse } from '@roundtrip/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, listEntries, requestRisks } from '../../db/schema';
import { bearer, createUser, logInAs } from '../../test/factories';
import { makeOrder, openSession, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { expectStatus } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

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
