import { DAY_MS } from '@roundtrip/core/time';
import { WORKFLOW_RUN_CAP } from '@roundtrip/core/workflows';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestItems, returnLabels, workflowRuns } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import { useTestApp } from '../../test/build-test-app';
import { requestRow } from '../../test/request-factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { runAutomation } from '../automation/run-automation';
import { runWorkflows } from './run-workflows';

// Self-hosted (billing off): every feature on; the plan gates are walked in billing/plan-gates.routes.test.ts.
const t = useTestApp('pglite', { billing: 'off' });

type Timeline = { timeline: { type: string; message: string; actor_type: string }[]; status: string };

describe('workflows', () => {
  const setUp = async (policy: Record<string, unknown> = {}) => {
    const m = await merchant(t, { policy });
    const detail = async (id: string) => {
      const res = await m.call('GET', `return-exchange/v1/${id}/common`);
      expectStatus(res, 200);
      return res.json<Timeline>();
    };
    const create = async (body: object) => {
      const res = await m.call('POST', 'workflow/v1', body);
      expectStatus(res, 200);
      return res.json<{ id: string }>();
    };
    return { m, detail, create };
  };

  it('approves a matching portal request within one cycle, leaves the other, and runs once', async () => {
    const { m, detail, create } = await setUp({ return_window_days: 365 });
    // The portal returns the order's first line: one under ₹1,000, one over (a year's window, so
    // the seeded orders offer both).
    const firstLine = (test: (price: number) => boolean) => (o: Order) =>
      o.financial_status === 'paid' &&
      o.customer !== null &&
      o.fulfillments.every(
        (f) => f.delivered_at && Date.parse(f.delivered_at) > t.clock.read().getTime() - 300 * DAY_MS,
      ) &&
      !o.payment_gateway_names.some((g) => /cod|cash/i.test(g)) &&
      test(Number(o.line_items[0]?.price));
    const cheap = await m.request({}, await m.order(firstLine((p) => p < 1000)));
    const dear = await m.request({}, await m.order(firstLine((p) => p > 1000)));
    const [item] = await t.database.db
      .select()
      .from(requestItems)
      .where(eq(requestItems.requestId, cheap.id));
    const workflow = await create({
      name: 'Approve returns under ₹1,000 for reason Size',
      trigger: 'request_created',
      conditions: [
        { type: 'reason', values: [item?.reasonId] },
        { type: 'price_range', max: '1000' },
      ],
      actions: [{ type: 'approve' }],
    });

    const dry = await m.call('POST', 'workflow/v1/dry-run', {
      conditions: [{ type: 'price_range', max: '1000' }],
    });
    expect(dry.json()).toMatchObject({ checked: 2, matched: 1, requests: [{ id: cheap.id }] });

    expect(await runWorkflows(t.deps)).toBe(1);
    const approved = await detail(cheap.id);
    expect(approved.status).toBe('approved');
    expect(approved.timeline).toContainEqual(
      expect.objectContaining({ type: 'approved', actor_type: 'system' }),
    );
    expect(approved.timeline).toContainEqual(
      expect.objectContaining({
        message: "Workflow 'Approve returns under ₹1,000 for reason Size' approved this request",
      }),
    );
    expect((await detail(dear.id)).status).toBe('requested');

    // Seen again (at least once delivery): nothing runs twice.
    expect(await runWorkflows(t.deps)).toBe(0);
    const runs = await t.database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.workflowId, workflow.id));
    expect(runs.map((r) => r.status).sort()).toEqual(['done', 'skipped']);
    const list = await m.call('GET', 'workflow/v1');
    expect(list.json()).toMatchObject({
      total: 1,
      docs: [{ name: 'Approve returns under ₹1,000 for reason Size', runs: 1 }],
    });
  });

  it('stops two workflows that trigger each other at the cap', async () => {
    const { m, detail, create } = await setUp();
    await create({ name: 'Ping', trigger: 'tag_added', actions: [{ type: 'add_tag', tag: 'ping' }] });
    await create({ name: 'Pong', trigger: 'tag_added', actions: [{ type: 'add_tag', tag: 'pong' }] });
    const r = await m.request({ tags: ['start'] });
    let cycles = 0;
    while ((await runWorkflows(t.deps)) > 0) expect(++cycles).toBeLessThan(WORKFLOW_RUN_CAP + 2);
    const done = await t.database.db
      .select()
      .from(workflowRuns)
      .where(and(eq(workflowRuns.requestId, r.id), eq(workflowRuns.status, 'done')));
    expect(done).toHaveLength(WORKFLOW_RUN_CAP);
    const stopped = (await detail(r.id)).timeline.filter((e) => e.message.startsWith('Workflows stopped'));
    expect(stopped).toHaveLength(1);
  });

  it('chooses a connected courier on approval: the request gets one label, once', async () => {
    const { m, detail, create } = await setUp();
    const couriers = await m.call('GET', 'courier-partner/v1/automation/list');
    expect(couriers.json()).toEqual({ docs: [{ id: 'sandbox', name: 'Sandbox courier' }], supported: true });
    const refused = await m.call('POST', 'workflow/v1', {
      name: 'Ship with FedEx',
      trigger: 'approved',
      actions: [{ type: 'choose_courier', courier: 'nobody' }],
    });
    expect(refused.json().fields).toMatchObject({ 'actions.0.courier': 'Choose a courier' });
    await create({
      name: 'Sandbox pickups',
      trigger: 'approved',
      actions: [{ type: 'choose_courier', courier: 'sandbox' }],
    });
    const r = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, { method: 'self_ship' }), 200);

    expect(await runWorkflows(t.deps)).toBe(1);
    await runPendingSideEffects(t.deps);
    expect(await runWorkflows(t.deps)).toBe(0);
    await runPendingSideEffects(t.deps);
    const labels = await t.database.db.select().from(returnLabels).where(eq(returnLabels.requestId, r.id));
    expect(labels).toMatchObject([{ courier: 'sandbox', sandbox: true }]);
    const shown = await detail(r.id);
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({
        message: "Workflow 'Sandbox pickups' chose Sandbox courier for the return label",
      }),
    );
  });

  it("tests the order's market, and refuses a market the store does not have", async () => {
    const { m } = await setUp();
    const order = await m.order();
    const home = { name: 'Home', countries: [order.shipping_address?.country_code ?? ''] };
    expectStatus(await m.call('POST', 'setting/v1/update', { markets: [home] }), 200);
    const r = await m.request({}, order);
    const dryRun = async (operator: 'in' | 'not_in') =>
      (
        await m.call('POST', 'workflow/v1/dry-run', {
          conditions: [{ type: 'market', operator, values: ['home'] }],
        })
      ).json();
    expect(await dryRun('in')).toMatchObject({ checked: 1, matched: 1, requests: [{ id: r.id }] });
    expect(await dryRun('not_in')).toMatchObject({ checked: 1, matched: 0 });

    const refused = await m.call('POST', 'workflow/v1', {
      name: 'Approve Atlantis',
      trigger: 'request_created',
      conditions: [{ type: 'market', values: ['Atlantis'] }],
      actions: [{ type: 'approve' }],
    });
    expectStatus(refused, 400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'conditions.0.values.0': 'Unknown market Atlantis' },
    });
    expect((await m.call('GET', 'workflow/v1')).json()).toMatchObject({ total: 0 });
  });

  it('refuses a webhook action without an endpoint and a quiet trigger without days', async () => {
    const { m } = await setUp();
    const res = await m.call('POST', 'workflow/v1', {
      name: 'Hook',
      trigger: 'no_change',
      actions: [{ type: 'send_webhook', endpoint_id: 'https://example.com/hook' }],
    });
    expectStatus(res, 400);
    expect(res.json().fields).toMatchObject({
      trigger_days: 'Enter the number of days',
      'actions.0.endpoint_id': 'Choose a webhook endpoint',
    });
    const rules = await m.call('GET', 'common/v1/automation-rules');
    expect(rules.json().actions).toContainEqual({
      value: 'send_webhook',
      label: 'Send a webhook',
      supported: true,
    });
  });
});

describe('automation settings', () => {
  it('auto-archives a closed request after its days, and auto-receives after N days', async () => {
    const m = await merchant(t);
    const put = await m.call('PUT', 'automation/v1', {
      auto_archive_days: 3,
      auto_receive_requests: true,
      auto_receive_after_days: 5,
    });
    expectStatus(put, 200);
    expect(put.json().settings).toMatchObject({ auto_archive_days: 3, auto_receive_after_days: 5 });
    const rejected = await m.request({ status: 'rejected' });
    const approved = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${approved.id}/approve`, {}), 200);

    expect(await runAutomation(t.deps)).toBe(0);
    t.clock.advance(3 * DAY_MS);
    expect(await runAutomation(t.deps)).toBe(1);
    expect((await requestRow(t.database.db, rejected.id)).status).toBe('archived');
    expect((await requestRow(t.database.db, approved.id)).status).toBe('approved');
    t.clock.advance(2 * DAY_MS);
    expect(await runAutomation(t.deps)).toBe(1);
    expect((await requestRow(t.database.db, approved.id)).status).toBe('received');
  });
});

describe('update inventory', () => {
  it('off: inspection restocks in Roundtrip but leaves the platform stock alone', async () => {
    const m = await merchant(t);
    expectStatus(await m.call('PUT', 'automation/v1', { update_inventory: false }), 200);
    const r = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    await runPendingSideEffects(t.deps);
    t.clock.advance(60_000);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/receive`, {}), 200);
    const items = await t.database.db.select().from(requestItems).where(eq(requestItems.requestId, r.id));
    const inspect = items.map((i) => ({ item_id: i.id, restock: i.approvedQty }));
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/inspect`, { items: inspect }), 200);
    await runPendingSideEffects(t.deps);

    const row = await requestRow(t.database.db, r.id);
    const platformReturn = await t.deps.platform.getReturn(m.store.id, row.platformReturnId ?? '');
    expect(platformReturn?.return_line_items).toMatchObject(
      items.map((i) => ({ restocked_quantity: 0, not_restocked_quantity: i.approvedQty })),
    );
    const timeline = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json<Timeline>().timeline;
    expect(timeline).toContainEqual(
      expect.objectContaining({
        message: 'Items inspected; inventory left unchanged (Update inventory is off)',
      }),
    );
  });
});

// Two processes' cycles at once: the run's unique key lets one of them act (PostgreSQL shows races PGlite hides).
describe.each(dbKinds.filter((k) => k === 'postgres'))('workflow cycles at once on %s', (kind) => {
  const p = useTestApp(kind, { billing: 'off' });
  it('approve a request once', async () => {
    const m = await merchant(p);
    const created = await m.call('POST', 'workflow/v1', {
      name: 'Approve all',
      trigger: 'request_created',
      actions: [{ type: 'approve' }],
    });
    expectStatus(created, 200);
    const r = await m.request();
    const [a, b] = await Promise.all([runWorkflows(p.deps), runWorkflows(p.deps)]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    const timeline = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json<Timeline>().timeline;
    expect(timeline.filter((e) => e.type === 'approved')).toHaveLength(1);
    expect(timeline.filter((e) => e.type === 'workflow')).toHaveLength(1);
  });
});
