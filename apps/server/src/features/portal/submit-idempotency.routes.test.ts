import type { CreateRequestBody } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import { requests } from '../../db/schema';
import { lockIdempotencyKey } from '../../idempotency';
import { burst, countStatuses } from '../../test/bursts';
import { makeOrder, openSession, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';

// Idempotency of the portal's submission under real concurrency (docs/limits.md, "Idempotency").
describe.each(dbKinds)('portal submission idempotency on %s', (kind) => {
  const t = usePortalTest(kind);

  const body = (session: string, over: Partial<CreateRequestBody> = {}) => pickupReturnBody(t, session, over);
  const submit = (payload: CreateRequestBody, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': key },
      payload,
    });

  it('answers 20 parallel identical submissions with one request and the same 201', async () => {
    // Both units of the line: a copy planned after its twin committed finds nothing left to return.
    const payload = await body(await openSession(t.app));
    payload.items = payload.items.map((item) => ({ ...item, quantity: 2 }));
    const answers = await burst(20, () => submit(payload, 'burst-key-0001'));
    expect(countStatuses(answers)).toEqual({ 201: 20 });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await t.database.db.select().from(requests)).toHaveLength(1);
  });

  it('refuses the same key with another body: 422 with the shopper code', async () => {
    const session = await openSession(t.app);
    expect((await submit(await body(session), 'reuse-key-0001')).statusCode).toBe(201);
    const other = await submit(await body(session, { refund_mode: 'bank_transfer' }), 'reuse-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', reason: { code: 'KEY_REUSED' } });
    expect(await t.database.db.select().from(requests)).toHaveLength(1);
  });

  it('gives one key sent for two orders at once to one of them, and a 422 to the other', async () => {
    t.platform.orders.set('5002', makeOrder({ id: '5002', name: '#1002' }));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '#1002', contact: 'asha@example.com' },
    });
    expect(second.statusCode).toBe(201);
    const payloads = [
      await body(await openSession(t.app)),
      await body(second.json<{ session_id: string }>().session_id),
    ];
    const answers = await burst(2, (i) => submit(payloads[i] as CreateRequestBody, 'shared-key-0001'));
    expect(countStatuses(answers)).toEqual({ 201: 1, 422: 1 });
    expect(await t.database.db.select().from(requests)).toHaveLength(1);
  });

  // A first call that holds its key longer than the wait: only a second connection can show it.
  if (kind === 'postgres')
    it('answers 409 with Retry-After while the first call with the key still runs', async () => {
      const payload = await body(await openSession(t.app));
      await t.database.db.transaction(async (tx) => {
        await lockIdempotencyKey(tx, 'portalKey', t.store.id, 'slow-key-0001');
        const res = await submit(payload, 'slow-key-0001');
        expect(res.statusCode).toBe(409);
        expect(res.headers['retry-after']).toBe('1');
      });
      expect((await submit(payload, 'slow-key-0001')).statusCode).toBe(201);
    });
});
