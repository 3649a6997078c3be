import { createHmac } from 'node:crypto';
import { readJson, sendJson, startFakeHttp } from '../fake-http';

type Link = {
  id: string;
  short_url: string;
  amount: number;
  currency: string;
  reference_id: string;
  status: 'created' | 'paid';
};

/**
 * A local Razorpay: basic-auth `GET /v1/payments` (what a connection is verified with; wrong keys answer
 * 401 with the documented `error.description`), `POST /v1/payment_links` (a second link with the same reference_id is
 * refused, as Razorpay does), `POST /v1/payments/{id}/refund`, and `payment_link.paid` webhooks signed
 * with HMAC-SHA256 of the body (X-Razorpay-Signature).
 */
export async function startRazorpayFake(
  keyId = 'rzp_test_key',
  keySecret = 'rzp_secret',
  webhookSecret = 'rzp_whsec',
) {
  const links = new Map<string, Link>();
  const refunds: { id: string; payment_id: string; amount: number; receipt: string }[] = [];
  let next = 1;
  const http = await startFakeHttp(async (req, res) => {
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const body = await readJson<{ amount: number; currency: string; reference_id: string; receipt: string }>(
      req,
    );
    const path = req.url ?? '';
    if (req.method === 'GET' && path.startsWith('/v1/payments?'))
      return send(200, { entity: 'collection', count: 0, items: [] });
    if (req.method === 'POST' && path === '/v1/payment_links') {
      if ([...links.values()].some((l) => l.reference_id === body.reference_id))
        return send(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'reference_id already exists' },
        });
      const id = `plink_${next++}`;
      const link: Link = {
        id,
        short_url: `https://rzp.io/i/${id}`,
        amount: body.amount,
        currency: body.currency,
        reference_id: body.reference_id,
        status: 'created',
      };
      links.set(id, link);
      return send(200, link);
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund?.[1]) {
      const made = {
        id: `rfnd_${next++}`,
        payment_id: refund[1],
        amount: body.amount,
        receipt: body.receipt,
      };
      refunds.push(made);
      return send(200, { ...made, entity: 'refund', status: 'processed' });
    }
    send(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  });
  return {
    origin: http.origin,
    credentials: { key_id: keyId, key_secret: keySecret, webhook_secret: webhookSecret },
    links,
    refunds,
    /** The shopper pays the link: Razorpay's signed `payment_link.paid` webhook. */
    pay(linkId: string) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      link.status = 'paid';
      const payment = {
        id: `pay_${next++}`,
        entity: 'payment',
        amount: link.amount,
        currency: link.currency,
        status: 'captured',
      };
      const payload = JSON.stringify({
        entity: 'event',
        event: 'payment_link.paid',
        payload: { payment_link: { entity: link }, payment: { entity: payment } },
      });
      const signature = createHmac('sha256', webhookSecret).update(payload).digest('hex');
      return { payload, headers: { 'x-razorpay-signature': signature, 'content-type': 'application/json' } };
    },
    close: http.close,
  };
}
