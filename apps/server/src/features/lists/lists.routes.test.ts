import { type SessionDataResponse, shopperEnglish } from '@roundtrip/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, listEntries, requests } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createUser, logInAs } from '../../test/factories';
import { makeOrder, openSession, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

const BASE = 'setting/v1/list-entries';
const NEUTRAL = shopperEnglish({ code: 'NOT_AVAILABLE_ONLINE' });

describe.each(dbKinds)('block and allow list entries on %s', (kind) => {
  const t = useTestApp(kind);

  it('adds, lists newest first and deletes entries, each change in the audit log', async () => {
    t.clock.set('2026-11-01T10:00:00.000Z');
    const m = await merchant(t);
    const blocked = await m.call('POST', BASE, {
      list: 'block',
      subject: 'email',
      value: 'serial@example.com',
      reason: 'Returned worn items three times',
    });
    expectStatus(blocked, 201);
    expect(blocked.json()).toMatchObject({
      list: 'block',
      subject: 'email',
      value: 'serial@example.com',
      expires_at: null,
      active: true,
      request_id: null,
    });
    t.clock.set('2026-11-01T10:00:01.000Z');
    const allowed = await m.call('POST', BASE, {
      list: 'allow',
      subject: 'order',
      value: '#1042',
      reason: 'Late delivery, agreed on the phone',
      expires_on: '2026-11-30',
    });
    expectStatus(allowed, 201);
    expect(allowed.json()).toMatchObject({ expires_at: '2026-12-01T00:00:00.000Z', active: true });

    const list = await m.call('GET', BASE);
    expectStatus(list, 200);
    expect(list.json().docs.map((e: { value: string }) => e.value)).toEqual(['#1042', 'serial@example.com']);

    expectStatus(await m.call('DELETE', `${BASE}/${blocked.json().id}`), 200);
    expect((await m.call('GET', BASE)).json().docs).toHaveLength(1);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.storeId, m.store.id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.action));
    expect(audit.map((a) => [a.action, a.subjectId, a.actorId])).toEqual([
      ['list_entry.added', blocked.json().id, m.user.id],
      ['list_entry.added', allowed.json().id, m.user.id],
      ['list_entry.deleted', blocked.json().id, m.user.id],
    ]);
    expect(audit[2]?.details).toMatchObject({
      value: 'serial@example.com',
      reason: 'Returned worn items three times',
    });
  });

  it.each([
    [
      'an email that is not one',
      { list: 'block', subject: 'email', value: 'not-an-email', reason: 'x' },
      { value: 'Please enter an email address like name@example.com' },
    ],
    [
      'a phone with too few digits',
      { list: 'block', subject: 'phone', value: '12-34', reason: 'x' },
      { value: 'Please enter a phone number with at least 6 digits' },
    ],
    [
      'no reason and no value',
      { list: 'allow', subject: 'order', value: ' ', reason: '' },
      { value: 'Please enter a value', reason: 'Please give a reason' },
    ],
    [
      'an unknown list and subject',
      { list: 'maybe', subject: 'ip', value: '1.2.3.4', reason: 'x' },
      { list: 'Choose block or allow', subject: 'Choose what the entry matches' },
    ],
    [
      'an expiry that is not a day',
      { list: 'block', subject: 'customer_tag', value: 'fraud', reason: 'x', expires_on: '30/11/2026' },
      { expires_on: 'Use a date like 2026-11-23' },
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, fields) => {
    const m = await merchant(t);
    const res = await m.call('POST', BASE, body);
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    expect(await t.database.db.select().from(listEntries)).toHaveLength(0);
  });

  it('refuses an expiry already past', async () => {
    t.clock.set('2026-11-10T10:00:00.000Z');
    const m = await merchant(t);
    const res = await m.call('POST', BASE, {
      list: 'block',
      subject: 'email',
      value: 'a@b.co',
      reason: 'x',
      expires_on: '2026-11-09',
    });
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ fields: { expires_on: 'Choose today or a later day' } });
  });

  it("lets staff read but not change the lists, and keeps another store's entries out of reach", async () => {
    const m = await merchant(t);
    const other = await merchant(t, { domain: 'other-lists.myshopify.com' });
    const theirs = await other.call('POST', BASE, {
      list: 'block',
      subject: 'email',
      value: 'x@example.com',
      reason: 'theirs',
    });
    expectStatus(await m.call('DELETE', `${BASE}/${theirs.json().id}`), 404);
    expectStatus(await m.call('DELETE', `${BASE}/not-a-uuid`), 400);
    expect((await m.call('GET', BASE)).json().docs).toEqual([]);
    const staff = await merchant(t, {
      permissions: ['request.all.view'],
      domain: 'staff-lists.myshopify.com',
    });
    expectStatus(await staff.call('GET', BASE), 200);
    const refused = await staff.call('POST', BASE, {
      list: 'block',
      subject: 'email',
      value: 'a@b.co',
      reason: 'x',
    });
    expectStatus(refused, 403);
  });
});

describe.each(dbKinds)('the portal with block and allow lists on %s', (kind) => {
  const t = usePortalTest(kind);
  const addEntry = async (body: Record<string, unknown>) => {
    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${BASE}`,
      headers: bearer(token),
      payload: body,
    });
    expectStatus(res, 201);
  };
  const readBack = async (id: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${id}` })
    ).json<SessionDataResponse>();
  const submit = async (session: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'lists-key-0001' },
      payload: await pickupReturnBody(t, session),
    });

  it('refuses a blocked shopper with the neutral message only, on the page and on submit', async () => {
    await addEntry({ list: 'block', subject: 'phone', value: '98765 43210', reason: 'Chargebacks' });
    const session = await openSession(t.app);
    const item = (await readBack(session)).order.items[0];
    expect(item?.return).toEqual({
      eligible: false,
      reasons: [NEUTRAL],
      reason_codes: [{ code: 'NOT_AVAILABLE_ONLINE' }],
      max_quantity: 0,
    });
    const res = await submit(session);
    expectStatus(res, 409);
    expect(res.json()).toMatchObject({ message: NEUTRAL, reason: { code: 'NOT_AVAILABLE_ONLINE' } });
    expect(res.body).not.toMatch(/block|list|Chargebacks/i);
    expect(await t.database.db.select().from(requests)).toHaveLength(0);
  });

  it('accepts a late order once it is on the allow list', async () => {
    t.clock.set('2026-12-20T10:00:00.000Z');
    const late = await openSession(t.app);
    expect((await readBack(late)).order.items[0]?.return.reason_codes[0]?.code).toBe('WINDOW_ENDED');
    await addEntry({ list: 'allow', subject: 'order', value: '#1001', reason: 'Courier lost it for weeks' });
    expect((await readBack(late)).order.items[0]?.return).toMatchObject({ eligible: true });
    expectStatus(await submit(late), 201);
  });

  it('lets an expired block lapse', async () => {
    await addEntry({
      list: 'block',
      subject: 'address',
      value: '12 MG Road, Bengaluru 560001 IN',
      reason: 'Address used by many accounts',
      expires_on: '2026-11-05',
    });
    t.platform.orders.set('5001', makeOrder());
    expect((await readBack(await openSession(t.app))).order.items[0]?.return.eligible).toBe(false);
    t.clock.set('2026-11-06T00:00:00.000Z');
    expect((await readBack(await openSession(t.app))).order.items[0]?.return.eligible).toBe(true);
  });
});
