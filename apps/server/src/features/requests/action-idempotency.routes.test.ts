import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestEvents, sideEffects } from '../../db/schema';
import { lockIdempotencyKey } from '../../idempotency';
import { useTestApp } from '../../test/build-test-app';
import { burst, countStatuses } from '../../test/bursts';
import { merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

// Idempotency of merchant actions under real concurrency (docs/limits.md, "Idempotency").
describe.each(dbKinds)('merchant action idempotency on %s', (kind) => {
  const t = useTestApp(kind);

  const eventTypes = async (requestId: string) =>
    (await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId))).map(
      (e) => e.type,
    );

  it('approves once for 20 parallel approvals with one key, and answers each the same', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const effectsOf = async () =>
      (await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id))).map(
        (e) => e.id,
      );
    // The request's own emails (received, new request) are there before the approvals.
    const before = new Set(await effectsOf());
    const answers = await burst(20, () =>
      m.call('POST', `return-exchange/v1/${r.id}/approve`, { idempotency_key: 'approve-burst-1' }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 20 });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ status: 'approved' });
    expect((await eventTypes(r.id)).sort()).toEqual(['approved', 'created']);
    const effects = await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id));
    const added = effects.filter((e) => !before.has(e.id));
    expect(added.map((e) => e.effect).sort()).toEqual(['create_return', 'notify_customer']);
  });

  it('refuses the same key with another body: 422, nothing done twice', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const path = `return-exchange/v1/${r.id}/approve`;
    expect((await m.call('POST', path, { idempotency_key: 'approve-once-1' })).statusCode).toBe(200);
    const other = await m.call('POST', path, {
      idempotency_key: 'approve-once-1',
      method: 'courier',
      courier: 'delhivery',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await m.call('POST', path, { idempotency_key: 'approve-once-1' })).statusCode).toBe(200);
    expect((await eventTypes(r.id)).sort()).toEqual(['approved', 'created']);
  });

  it('gives one key sent for two requests at once to one of them, and a 422 to the other', async () => {
    const m = await merchant(t);
    const a = await m.request({}, await m.order());
    const b = await m.request({}, await m.order(undefined, 1));
    const answers = await burst(2, (i) =>
      m.call('POST', `return-exchange/v1/${[a, b][i]?.id}/approve`, { idempotency_key: 'shared-key-1' }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 422: 1 });
    const approved = [...(await eventTypes(a.id)), ...(await eventTypes(b.id))].filter(
      (e) => e === 'approved',
    );
    expect(approved).toHaveLength(1);
  });

  // A first call that holds its key longer than the wait: only a second connection can show it.
  if (kind === 'postgres')
    it('answers 409 with Retry-After while the first call with the key still runs', async () => {
      const m = await merchant(t);
      const r = await m.request();
      const approve = () =>
        m.call('POST', `return-exchange/v1/${r.id}/approve`, { idempotency_key: 'slow-key-1' });
      await t.database.db.transaction(async (tx) => {
        await lockIdempotencyKey(tx, 'actionKey', m.store.id, 'slow-key-1');
        const res = await approve();
        expect(res.statusCode).toBe(409);
        expect(res.headers['retry-after']).toBe('1');
      });
      expect((await approve()).statusCode).toBe(200);
    });
});
