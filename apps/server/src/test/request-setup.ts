import { PERMISSIONS } from '@roundtrip/core/permissions';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Order } from '../platform/platform';
import type { TestApp } from './build-test-app';
import { bearer, createStore, createUser, logInAs } from './factories';
import {
  findOrder,
  type PortalRequestOptions,
  requestRow,
  returnableOn,
  seedOrders,
  submitPortalRequest,
} from './request-factories';

export const ALL_REQUEST_PERMISSIONS = PERMISSIONS.filter((p) => p.startsWith('request.'));

/** A portal request, then what the merchant did to it since, through the merchant's own endpoints. */
type RequestOptions = PortalRequestOptions & {
  /** Tags the merchant added. */
  tags?: string[];
  /** `rejected`: rejected; `received`: approved, then received. */
  status?: 'rejected' | 'received';
};

/** A store with demo orders and a signed-in user (admin unless permissions are given). */
export async function merchant(
  t: TestApp,
  opts: {
    permissions?: string[];
    policy?: Record<string, unknown>;
    domain?: string;
    plan?: string;
    /** Demo orders to seed (40 by default); more give rarer kinds, like recent discounted orders. */
    orders?: number;
  } = {},
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
  await seedOrders(t.database.db, store.id, opts.orders);
  /** By default the seeded orders a shopper can return on the test's clock. */
  const order = (match = returnableOn(t.clock.read()), skip = 0): Promise<Order> =>
    findOrder(t.database.db, store.id, match, skip);
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
  const act = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await call(t.app, method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  };
  /**
   * A request the shopper made on the portal (on `o`, or the first returnable order), then the
   * merchant's actions: an empty `customerEmail` is the merchant clearing the shopper's email.
   */
  const request = async (options: RequestOptions = {}, o?: Order) => {
    const { tags = [], status, customerEmail, ...shopper } = options;
    const made = await submitPortalRequest(t, store, o ?? (await order()), {
      ...shopper,
      ...(customerEmail ? { customerEmail } : {}),
    });
    const path = `return-exchange/v1/${made.id}`;
    if (customerEmail === '') {
      await act('PUT', `${path}/contact`, {
        email: '',
        phone: { dial_code: made.customerPhoneDialCode, number: made.customerPhone },
      });
    }
    for (const tag of tags)
      await act('POST', 'return-exchange-tags/v1/add-tag', { request_id: made.id, tag });
    if (status === 'rejected') await act('POST', `${path}/reject`, { reason: 'Outside the window' });
    if (status === 'received') {
      await act('POST', `${path}/approve`, {});
      await act('POST', `${path}/receive`, {});
    }
    return requestRow(t.database.db, made.id);
  };
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
