import { PERMISSIONS } from '@roundtrip/core/permissions';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Order } from '../platform/platform';
import type { TestApp } from './build-test-app';
import { bearer, createStore, createUser, logInAs } from './factories';
import { createRequestFor, findOrder, prepaid, seedOrders } from './request-factories';

export const ALL_REQUEST_PERMISSIONS = PERMISSIONS.filter((p) => p.startsWith('request.'));

/** A store with demo orders and a signed-in user (admin unless permissions are given). */
export async function merchant(
  t: TestApp,
  opts: { permissions?: string[]; policy?: Record<string, unknown>; domain?: string; plan?: string } = {},
) {
  const store = await createStore(t.database.db, {
    currency: 'INR',
    policySettings: opts.policy ?? {},
    ...(opts.plan ? { planName: opts.plan } : {}),
    ...(opts.domain ? { domain: opts.domain } : {}),
  });
  const user = await createUser(
    t.database.db,
    store.id,
    opts.permissions ? { userType: 'staff', permissions: opts.permissions } : {},
  );
  const { token } = await logInAs(t.app, store, user);
  await seedOrders(t.database.db, store.id, 12);
  const order = (match = prepaid, skip = 0): Promise<Order> =>
    findOrder(t.database.db, t.deps.platform, store.id, match, skip);
  const request = async (overrides: Parameters<typeof createRequestFor>[3] = {}, o?: Order) =>
    createRequestFor(t.database.db, store.id, o ?? (await order()), overrides);
  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    store,
    user,
    token,
    order,
    request,
    call: (method: Parameters<typeof call>[1], url: string, payload?: unknown) =>
      call(t.app, method, url, payload),
  };
}

export function expectStatus(res: { statusCode: number; body: string }, code: number) {
  expect(res.statusCode, res.body).toBe(code);
}
