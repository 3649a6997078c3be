import { randomUUID } from 'node:crypto';
import { APP_SCOPE_PERMISSIONS, APP_SCOPES } from '@roundtrip/core/apps';
import { hasPermission, PERMISSIONS, type Permission } from '@roundtrip/core/permissions';
import {
  WORKFLOW_ACTION_PERMISSIONS,
  WORKFLOW_ACTIONS,
  type WorkflowAction,
} from '@roundtrip/core/workflows';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowRuns } from './db/schema';
import { authenticateApiKey } from './features/auth/api-keys';
import { runWorkflows } from './features/workflows/run-workflows';
import { useTestApp } from './test/build-test-app';
import { bearer, createUser, logInAs } from './test/factories';
import { expectStatus, merchant } from './test/request-setup';

const t = useTestApp('pglite');

/** One action of each type, with what its schema needs. */
const actionOf = (type: WorkflowAction['type']): WorkflowAction => {
  switch (type) {
    case 'reject':
    case 'notify':
      return { type, message: 'Thanks' };
    case 'choose_courier':
      return { type, courier: 'ups' };
    case 'refund':
      return { type, mode: 'store_credit' };
    case 'add_tag':
      return { type, tag: 'auto' };
    case 'send_webhook':
      return { type, endpoint_id: randomUUID() };
    default:
      return { type } as WorkflowAction;
  }
};
const workflowOf = (actions: WorkflowAction[], active = true) => ({
  name: 'Escalation probe',
  active,
  trigger: 'request_created',
  actions,
});

/**
 * The delegation ceiling over HTTP (docs/security.md, "Delegated authority"): for every permission, a
 * member holding it (plus the two permissions that open the apps and workflows pages) can give a key
 * only the scopes, and a workflow only the actions, it holds; a key's power at use never exceeds its
 * creator's; and reissuing an admin's key or saving or switching on an admin's workflow asks the same.
 */
describe('no path lends a member authority they do not hold', () => {
  it('walks every permission × every grantable scope and workflow action', { timeout: 120_000 }, async () => {
    const m = await merchant(t, { plan: 'grow_monthly' });
    // The admin's own key and workflow, with every scope and the strongest action, to try to borrow.
    const adminApp = await m.call('POST', 'app/v1/create-app', {
      name: 'Admin key',
      scopes: [...APP_SCOPES],
    });
    expectStatus(adminApp, 200);
    const adminAppId = adminApp.json<{ id: string }>().id;
    const adminFlow = await m.call('POST', 'workflow/v1', workflowOf([actionOf('refund')], false));
    expectStatus(adminFlow, 200);
    const adminFlowId = adminFlow.json<{ id: string }>().id;

    let checked = 0;
    for (const p of PERMISSIONS) {
      const held: Permission[] = [p, 'setting.integration.edit', 'setting.automation.edit'];
      const holder = { user_type: 'staff' as const, permissions: held };
      const user = await createUser(t.database.db, m.store.id, { userType: 'staff', permissions: held });
      const headers = bearer((await logInAs(t.app, m.store, user)).token);
      const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
        t.app.inject({ method, url: `/api/${url}`, headers, payload });

      for (const scope of APP_SCOPES) {
        const allowed = APP_SCOPE_PERMISSIONS[scope].every((q) => hasPermission(holder, q));
        const created = await call('POST', 'app/v1/create-app', { name: `${p} ${scope}`, scopes: [scope] });
        expect(created.statusCode, `${p} creates a key with ${scope}: ${created.body}`).toBe(
          allowed ? 200 : 403,
        );
        if (allowed) {
          const key = created.json<{ api_key: string }>().api_key;
          const power = (await authenticateApiKey(t.deps, key)).permissions as Permission[];
          for (const q of power)
            expect(hasPermission(holder, q), `${scope} key of ${p} holds ${q}`).toBe(true);
        } else {
          expect(created.json().message).toContain(`"${scope}"`);
        }
        const own = allowed ? created.json<{ id: string }>().id : null;
        if (own) {
          const widened = await call('POST', 'app/v1/update-app', {
            id: own,
            name: 'widened',
            scopes: [...APP_SCOPES],
          });
          const all = APP_SCOPES.every((s) =>
            APP_SCOPE_PERMISSIONS[s].every((q) => hasPermission(holder, q)),
          );
          expect(widened.statusCode, `${p} widens its key`).toBe(all ? 200 : 403);
        }
        checked++;
      }
      const reissued = await call('POST', `app-integration/v1/integrate-app/${adminAppId}`, {});
      expect(reissued.statusCode, `${p} reissues the admin's key`).toBe(403);

      for (const type of WORKFLOW_ACTIONS) {
        const allowed = hasPermission(holder, WORKFLOW_ACTION_PERMISSIONS[type]);
        const saved = await call('POST', 'workflow/v1', workflowOf([actionOf(type)]));
        // A webhook action names an endpoint the store lacks: saved, it would fail at run, not here.
        expect(saved.statusCode, `${p} automates ${type}: ${saved.body}`).toBe(allowed ? 200 : 403);
        checked++;
      }
      const rewritten = await call(
        'PUT',
        `workflow/v1/${adminFlowId}`,
        workflowOf([actionOf('refund')], false),
      );
      expect(rewritten.statusCode, `${p} rewrites the admin's refund workflow`).toBe(
        p === 'request.refund' ? 200 : 403,
      );
      const switched = await call('PATCH', `workflow/v1/${adminFlowId}`, { active: true });
      expect(switched.statusCode, `${p} switches on the admin's refund workflow`).toBe(
        p === 'request.refund' ? 200 : 403,
      );
      if (switched.statusCode === 200) {
        expectStatus(
          await m.call('PUT', `workflow/v1/${adminFlowId}`, workflowOf([actionOf('refund')], false)),
          200,
        );
      }
    }
    expect(checked).toBe(PERMISSIONS.length * (APP_SCOPES.length + WORKFLOW_ACTIONS.length));
  });

  it('refuses a key the scopes its creator lacks, and takes power from it when the creator is demoted or removed', async () => {
    const m = await merchant(t, { plan: 'grow_monthly' });
    const request = await m.request({ status: 'received' });
    const integrator = await createUser(t.database.db, m.store.id, {
      userType: 'staff',
      permissions: ['setting.integration.edit'],
    });
    const narrow = bearer((await logInAs(t.app, m.store, integrator)).token);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/create-app',
      headers: narrow,
      payload: { name: 'Refunder', scopes: ['requests.write', 'requests.refund'] },
    });
    expectStatus(refused, 403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      fields: { scopes: expect.stringContaining('"requests.refund"') },
    });

    // A member who holds refunds makes a refunding key; the key refunds while they do.
    const refunder = await createUser(t.database.db, m.store.id, {
      userType: 'staff',
      permissions: ['setting.integration.edit', 'request.all.view', 'request.refund'],
    });
    const own = bearer((await logInAs(t.app, m.store, refunder)).token);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/create-app',
      headers: own,
      payload: { name: 'Refunder', scopes: ['requests.read', 'requests.refund'] },
    });
    expectStatus(made, 200);
    const key = bearer(made.json<{ api_key: string }>().api_key);
    const read = () => t.app.inject({ url: `/api/return-exchange/v1/${request.id}/common`, headers: key });
    expectStatus(await read(), 200);

    // Demoted: the same key's refund is refused at once, saying why; nothing was refunded.
    expectStatus(
      await m.call('PUT', `user/v1/${refunder.id}`, {
        permissions: ['setting.integration.edit', 'request.all.view'],
      }),
      200,
    );
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/return-exchange/v1/${request.id}/refund`,
      headers: key,
      payload: { mode: 'store_credit' },
    });
    expectStatus(refund, 403);
    expect(refund.json().message).toBe(
      'This API key acts for its creator, who no longer holds the "request.refund" permission',
    );
    expect((await read()).json()).toMatchObject({ status: 'received' });

    // Removed: the key can do nothing at all.
    expectStatus(await m.call('DELETE', `user/v1/${refunder.id}`), 204);
    expectStatus(await read(), 403);
  });

  it("runs a workflow within its author's permissions only, and logs a refused action instead of taking it", async () => {
    const m = await merchant(t, { plan: 'grow_monthly' });
    const automator = await createUser(t.database.db, m.store.id, {
      userType: 'staff',
      permissions: ['setting.automation.edit'],
    });
    const narrow = bearer((await logInAs(t.app, m.store, automator)).token);
    const borrowing = await t.app.inject({
      method: 'POST',
      url: '/api/workflow/v1',
      headers: narrow,
      payload: workflowOf([actionOf('approve'), actionOf('receive'), actionOf('refund')]),
    });
    expectStatus(borrowing, 403);
    expect(borrowing.json().message).toBe(
      'You can only automate or hand out what you can do yourself: you do not hold "request.approve", "request.receive", "request.refund"',
    );

    // An author who may approve saves "approve"; then loses the permission before the next request.
    const approver = await createUser(t.database.db, m.store.id, {
      userType: 'staff',
      permissions: ['setting.automation.edit', 'request.approve'],
    });
    const own = bearer((await logInAs(t.app, m.store, approver)).token);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/workflow/v1',
      headers: own,
      payload: workflowOf([actionOf('approve')]),
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({ author: approver.email, last_refusal: null });
    const workflowId = saved.json<{ id: string }>().id;

    const first = await m.request();
    expect(await runWorkflows(t.deps)).toBe(1);
    expect((await m.call('GET', `return-exchange/v1/${first.id}/common`)).json()).toMatchObject({
      status: 'approved',
    });

    expectStatus(
      await m.call('PUT', `user/v1/${approver.id}`, { permissions: ['setting.automation.edit'] }),
      200,
    );
    const second = await m.request();
    expect(await runWorkflows(t.deps)).toBe(0);
    const detail = (await m.call('GET', `return-exchange/v1/${second.id}/common`)).json<{
      status: string;
      timeline: { message: string }[];
    }>();
    expect(detail.status).toBe('requested');
    const line =
      'Workflow \'Escalation probe\' did not approve: its author no longer holds the "request.approve" permission';
    expect(detail.timeline.map((e) => e.message)).toContain(line);
    const [run] = await t.database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.requestId, second.id));
    expect(run).toMatchObject({ status: 'refused', message: line });
    const listed = (await m.call('GET', 'workflow/v1')).json<{
      docs: { id: string; last_refusal: string | null }[];
    }>();
    expect(listed.docs.find((w) => w.id === workflowId)?.last_refusal).toBe(line);

    // The author removed: the workflow acts no more.
    expectStatus(await m.call('DELETE', `user/v1/${approver.id}`), 204);
    t.clock.advance(60_000);
    const third = await m.request();
    expect(await runWorkflows(t.deps)).toBe(0);
    expect((await m.call('GET', `return-exchange/v1/${third.id}/common`)).json()).toMatchObject({
      status: 'requested',
    });
    const after = (await m.call('GET', 'workflow/v1')).json<{
      docs: { id: string; author: string | null; last_refusal: string }[];
    }>();
    expect(after.docs.find((w) => w.id === workflowId)).toMatchObject({
      author: null,
      last_refusal: "Workflow 'Escalation probe' did not approve: its author is no longer on the team",
    });
  });

  it('refuses switching on an automation setting whose action the editor lacks', async () => {
    const m = await merchant(t, { plan: 'grow_monthly' });
    const automator = await createUser(t.database.db, m.store.id, {
      userType: 'staff',
      permissions: ['setting.automation.edit', 'request.archive'],
    });
    const headers = bearer((await logInAs(t.app, m.store, automator)).token);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/automation/v1', headers, payload });
    const refused = await put({ mark_cod_refunded: true, auto_archive_days: 30 });
    expectStatus(refused, 403);
    expect(refused.json().message).toContain('"request.refund"');
    expect((await m.call('GET', 'automation/v1')).json()).toMatchObject({
      settings: { mark_cod_refunded: false },
    });
    expectStatus(await put({ mark_cod_refunded: false, auto_archive_days: 30 }), 200);
  });
});
