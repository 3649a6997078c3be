// A shopper and a merchant driving a server process through its HTTP API, for the fault tests.
import { randomUUID } from 'node:crypto';
import {
  type CreateRequestBody,
  createSessionResponse,
  loginResponse,
  portalRequestDetails,
  requestDetailResponse,
  sentEmailListResponse,
  sessionDataResponse,
} from '@roundtrip/core';
import type { z } from 'zod';
import { DEMO_LOGIN } from '../../seed/seed-demo';
import type { DemoFacts } from './fault-database';
import { type Answer, call, expectAnswer, until } from './server-process';

/** One submission as the portal page sends it: the body and its Idempotency-Key, reused on every retry. */
export type Submission = { body: CreateRequestBody; key: string };

const address = {
  first_name: 'Asha',
  last_name: 'Rao',
  address_line_1: '12 MG Road',
  city: 'Bengaluru',
  country: 'India',
  postal_code: '560001',
};

/**
 * Looks up the seeded orders one by one and makes a one-unit return of the first paid line that may go
 * back and be refunded to the original payment, until there are `count` (not yet sent). One request per
 * order, so what the platform holds for an order is what one request did.
 */
export async function returnableLines(base: string, facts: DemoFacts, count: number): Promise<Submission[]> {
  const found: Submission[] = [];
  for (const order of facts.orders) {
    if (found.length >= count) break;
    const session = expectAnswer(
      await call(base, 'POST', '/api/customer/v1/session-data', {
        body: { store: facts.portalHandle, order_number: order.name, contact: order.email },
      }),
      201,
      createSessionResponse,
    );
    const data = expectAnswer(
      await call(base, 'GET', `/api/customer/v1/session-data/${session.session_id}`),
      200,
      sessionDataResponse,
    );
    if (!data.order.refund_modes.includes('pay_to_source')) continue;
    // A line given away free (a buy-one-get-one) would refund nothing: a refund needs money to move.
    const line = data.order.items.find((i) => i.return.max_quantity >= 1 && Number(i.price_paid ?? 0) > 0);
    if (line)
      found.push({
        key: `fault-${randomUUID()}`,
        body: {
          session_id: session.session_id,
          kind: 'return',
          refund_mode: 'pay_to_source',
          // The shopper drops the parcel off: approval books no courier, so the effects are the ones tested.
          method: 'drop_off',
          address,
          phone: { dial_code: '+91', number: '9876543210' },
          items: [{ line_item_id: line.line_item_id, quantity: 1, reason_id: facts.reasonId }],
        },
      });
  }
  if (found.length < count) throw new Error(`only ${found.length} seeded lines can be returned`);
  return found;
}

export const returnableLine = async (base: string, facts: DemoFacts): Promise<Submission> =>
  (await returnableLines(base, facts, 1))[0] as Submission;

export const submit = (base: string, s: Submission): Promise<Answer> =>
  call(base, 'POST', '/api/customer/v1/requests', { body: s.body, headers: { 'idempotency-key': s.key } });

export const submitted = (answer: Answer) => expectAnswer(answer, 201, portalRequestDetails);

export async function merchantToken(base: string): Promise<string> {
  const login = { store: DEMO_LOGIN.store, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
  return expectAnswer(await call(base, 'POST', '/api/user/login', { body: login }), 200, loginResponse).token;
}

/** A merchant action on the request page, with the idempotency key the page makes per click. */
export const act = (
  base: string,
  token: string,
  requestId: string,
  action: string,
  body: Record<string, unknown> & { idempotency_key: string },
): Promise<Answer> => call(base, 'POST', `/api/return-exchange/v1/${requestId}/${action}`, { body, token });

export type RequestDetail = z.infer<typeof requestDetailResponse>;

const detail = async (base: string, token: string, requestId: string): Promise<RequestDetail> =>
  expectAnswer(
    await call(base, 'GET', `/api/return-exchange/v1/${requestId}/common`, { token }),
    200,
    requestDetailResponse,
  );

/** Every side effect of the request done and every email sent, as the request page shows them. */
const settled = (d: RequestDetail): boolean =>
  d.side_effects.every((e) => e.status === 'succeeded') && d.notifications.every((n) => n.status === 'sent');

/** The merchant's own emails about the request (a new request) are on the "Sent emails" page, not on the request's. */
const merchantEmailsSent = async (base: string, token: string, requestId: string): Promise<boolean> =>
  expectAnswer(
    await call(base, 'GET', '/api/sent-email/v1?limit=100', { token }),
    200,
    sentEmailListResponse,
  ).docs.every((e) => e.request_id !== requestId || e.status === 'sent');

/** Waits for the workers to finish what the request's actions queued (a lost job comes back after 3 s). */
export const whenSettled = async (base: string, token: string, requestId: string): Promise<RequestDetail> => {
  await until(
    () => merchantEmailsSent(base, token, requestId),
    (sent) => sent,
    60_000,
  );
  return until(() => detail(base, token, requestId), settled, 60_000);
};
