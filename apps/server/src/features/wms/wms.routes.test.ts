import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { requestEvents, requestItems, wmsConnections, wmsReturns } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { startEasyecomFake } from '../../test/easyecom-fake/easyecom-fake';
import { expectStatus, merchant } from '../../test/request-setup';
import { startUnicommerceFake } from '../../test/unicommerce-fake/unicommerce-fake';

const unicommerce = await startUnicommerceFake();
const easyecom = await startEasyecomFake();

describe('warehouses (Unicommerce against a local fake)', () => {
  const t = useTestApp('pglite', {
    integrationOrigins: { unicommerce: unicommerce.origin, easyecom: easyecom.origin },
    billing: 'off',
  });
  afterAll(async () => {
    await unicommerce.close();
    await easyecom.close();
  });

  it('approval creates the expected return; the warehouse receipt marks the units received with their condition', async () => {
    const m = await merchant(t);
    const saved = await m.call('PUT', 'wms/v1/connections/unicommerce', {
      credentials: { tenant: 'acme', facility: 'BLR01', ...unicommerce.user },
      active: true,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      system: 'unicommerce',
      active: true,
      configured: true,
      supported: true,
    });
    expect(saved.body).not.toContain(unicommerce.user.password);
    const [row] = await t.database.db.select().from(wmsConnections);
    expect(row?.credentials).not.toContain(unicommerce.user.password);

    const request = await m.request({ qty: 2 });
    expectStatus(await m.call('POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    await runPendingSideEffects(t.deps);
    const [pickup] = [...unicommerce.pickups.values()];
    expect(pickup?.itemCodes).toHaveLength(2);

    // Nothing arrived yet: the sync asks and leaves the request as it is.
    const early = await m.call('POST', 'wms/v1/sync');
    expectStatus(early, 200);
    expect(early.json()).toEqual({ checked: 1, received: [] });

    unicommerce.receive(pickup?.code ?? '', 1);
    const sync = await m.call('POST', 'wms/v1/sync');
    expect(sync.json().received).toEqual([
      expect.objectContaining({ request_id: request.id, external_id: pickup?.code }),
    ]);
    const detail = await m.call('GET', `return-exchange/v1/${request.id}/common`);
    expect(detail.json()).toMatchObject({ status: 'received' });
    const [item] = await t.database.db
      .select()
      .from(requestItems)
      .where(eq(requestItems.requestId, request.id));
    expect(item?.receivedQty).toBe(2);
    const events = await t.database.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, request.id));
    expect(events.map((e) => e.message)).toContain('Received by unicommerce: 1 good, 1 damaged');
    const [ret] = await t.database.db.select().from(wmsReturns);
    expect(ret?.status).toBe('received');

    // Once received, a later sync has nothing left to ask.
    expect((await m.call('POST', 'wms/v1/sync')).json()).toEqual({ checked: 0, received: [] });
    const log = await m.call('GET', `wms-log/v1/${request.id}`);
    expect(
      log.json().docs.map((d: { effect: string; outcome: string }) => `${d.effect} ${d.outcome}`),
    ).toEqual(['wms_receipt succeeded', 'wms_receipt succeeded', 'wms_create_return succeeded']);
  });

  it('lists every warehouse system and refuses the ones not yet supported', async () => {
    const m = await merchant(t);
    const list = await m.call('GET', 'wms/v1/connections');
    expect(list.json().docs).toHaveLength(10);
    expect(
      list
        .json()
        .docs.filter((d: { supported: boolean }) => d.supported)
        .map((d: { system: string }) => d.system),
    ).toEqual(['unicommerce', 'easyecom']);
    const refused = await m.call('PUT', 'wms/v1/connections/increff', { credentials: {}, active: true });
    expectStatus(refused, 400);
    expect(refused.json().message).toBe('increff is not yet supported');
  });

  it('EasyEcom: the return is expected at approval and its receipt marks it received', async () => {
    const m = await merchant(t);
    expectStatus(
      await m.call('PUT', 'wms/v1/connections/easyecom', { credentials: easyecom.account, active: true }),
      200,
    );
    const request = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    await runPendingSideEffects(t.deps);
    const [expected] = [...easyecom.returns.values()].filter((r) => r.reference === request.id);
    easyecom.receive(expected?.id ?? 0);
    const sync = await m.call('POST', 'wms/v1/sync');
    expect(sync.json().received).toEqual([
      expect.objectContaining({ system: 'easyecom', request_id: request.id }),
    ]);
    expect((await m.call('GET', `return-exchange/v1/${request.id}/common`)).json()).toMatchObject({
      status: 'received',
    });
  });
});
