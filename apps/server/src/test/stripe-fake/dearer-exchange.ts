import { randomUUID } from 'node:crypto';
import type { SessionDataResponse } from '@roundtrip/core';
import { toMinor } from '@roundtrip/core/money';
import type { InjectOptions } from 'fastify';
import type { StoreRow } from '../../db/schema';
import { createReason } from '../../features/reasons/create-reason';
import type { Order } from '../../platform/platform';
import type { TestApp } from '../build-test-app';

/**
 * The shopper exchanges one unit for a dearer product through the portal API (the store must allow
 * exchanges with other products), so the request has a price difference they owe. Answers the request
 * and the portal session.
 */
export async function dearerExchange(t: TestApp, store: StoreRow, order: Order) {
  const inject = async <T>(opts: InjectOptions, status: number) => {
    const res = await t.app.inject(opts);
    if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const reason = await createReason(t.deps, store.id, {
    name: 'Wants another style',
    kind: 'both',
    requires_media: false,
    requires_comment: false,
    active: true,
  });
  const { session_id } = await inject<{ session_id: string }>(
    {
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: store.domain.split('.')[0], order_number: order.name, contact: order.email ?? '' },
    },
    201,
  );
  const data = await inject<SessionDataResponse>({ url: `/api/customer/v1/session-data/${session_id}` }, 200);
  const minor = (v: string | null) => (v === null ? Number.POSITIVE_INFINITY : toMinor(v, store.currency));
  const [line] = data.order.items
    .filter((i) => i.exchange.eligible)
    .sort((a, b) => minor(a.unit_price) - minor(b.unit_price));
  if (!line) throw new Error('no exchangeable line');
  const products = await t.deps.platform.listProducts(store.id);
  const [dearer] = products
    .flatMap((p) => p.variants)
    .filter((v) => !v.blocked)
    .sort((a, b) => minor(b.price) - minor(a.price));
  if (!dearer || minor(dearer.price) <= minor(line.unit_price)) throw new Error('no dearer variant');
  const created = await inject<{ id: string }>(
    {
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': `kit-${randomUUID()}` },
      payload: {
        session_id,
        kind: 'exchange',
        method: 'drop_off',
        phone: { dial_code: '+91', number: '9876543210' },
        email: data.order.customer.email,
        items: [
          {
            line_item_id: line.line_item_id,
            quantity: 1,
            reason_id: reason.id,
            exchange_variant_id: dearer.id,
          },
        ],
      },
    },
    201,
  );
  return { requestId: created.id, sessionId: session_id };
}
