import Stripe from 'stripe';
import { readText, startFakeHttp } from '../fake-http';

type Session = {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  status: 'open' | 'complete';
};
type Refund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded' };

/**
 * A local Stripe API answering the documented shapes of the calls we make (GET /v1/balance, which a
 * connection is verified with, POST /v1/checkout/sessions, POST /v1/refunds, form-encoded, Bearer secret
 * key, Idempotency-Key replayed; an unknown key answers 401 "Invalid API Key provided: sk_test_****1234"
 * as Stripe masks it), and building
 * `checkout.session.completed` events signed the way Stripe signs them (the official package's helper).
 */
export async function startStripeFake(secretKey = 'sk_test_fake', webhookSecret = 'whsec_fake') {
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const replies = new Map<string, string>();
  const calls: { path: string; idempotencyKey: string | undefined }[] = [];
  let next = 1;
  const http = await startFakeHttp(async (req, res) => {
    const form = new URLSearchParams(await readText(req));
    const key = req.headers['idempotency-key'] as string | undefined;
    const path = req.url ?? '';
    calls.push({ path, idempotencyKey: key });
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (key && status === 200) replies.set(key, text);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` }).end(text);
    };
    const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (given !== secretKey)
      return send(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`,
        },
      });
    const replay = key ? replies.get(key) : undefined;
    if (replay)
      return res
        .writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        .end(replay);
    if (req.method === 'GET' && path === '/v1/balance')
      return send(200, {
        object: 'balance',
        available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        livemode: false,
      });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${next++}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) *
          Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        client_reference_id: form.get('client_reference_id'),
        metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
        mode: 'payment',
        payment_status: 'unpaid',
        payment_intent: null,
        status: 'open',
      };
      sessions.set(id, session);
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const refund: Refund = {
        id: `re_test_${next++}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent') ?? '',
        status: 'succeeded',
      };
      refunds.push(refund);
      return send(200, refund);
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  const stripe = new Stripe(secretKey);
  return {
    origin: http.origin,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    calls,
    /** The shopper pays on Stripe's page: the session completes, and Stripe's signed webhook is returned. */
    complete(sessionId: string, paid: { amount?: number } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_test_${next++}`,
        amount_total: paid.amount ?? session.amount_total,
      });
      const payload = JSON.stringify({
        id: `evt_${next++}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      return { payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
    },
    close: http.close,
  };
}
