import type { PortalRequestDetails } from '@roundtrip/core';
import type { RequestRow, StoreRow } from '../db/schema';
import type { Order } from '../platform/platform';
import type { TestApp } from './build-test-app';
import { expectStatus } from './request-setup';

/** What the shopper's details page reads, through a fresh lookup of the order as the shopper makes it. */
export async function shopperView(
  t: TestApp,
  store: StoreRow,
  order: Order,
  r: RequestRow,
): Promise<PortalRequestDetails> {
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/customer/v1/session-data',
    payload: { store: store.domain.split('.')[0], order_number: order.name, contact: order.email ?? '' },
  });
  expectStatus(session, 201);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/customer/v1/requests/${r.id}?session=${session.json().session_id}`,
  });
  expectStatus(res, 200);
  return res.json<PortalRequestDetails>();
}
