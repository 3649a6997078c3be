import { createHmac } from 'node:crypto';
import { readJson, sendJson, startFakeHttp } from '../fake-http';

type Link = {
  link_id: string;
  cf_link_id: number;
  link_url: string;
  link_amount: number;
  link_currency: string;
  link_status: 'ACTIVE' | 'PAID';
  customer_details: Record<string, string>;
};
type Refund = {
  cf_refund_id: string;
  refund_id: string;
  order_id: string;
  refund_amount: number;
  refund_status: 'PENDING' | 'SUCCESS';
};

/**
 * A local Cashfree Payment Gateway (api.cashfree.com/pg), in its documented shapes: `x-client-id` and
 * `x-client-secret` on every call (wrong ones answer 401 with its `message`, `code` and `type`), an
 * `x-api-version` required, orders (404 for one nobody made), payment links (`link_id` unique: 409),
 * refunds on an order (`refund_id` unique: 409) and reading one back, and `PAYMENT_LINK_EVENT` webhooks
 * signed with the client secret (base64 HMAC-SHA256 of timestamp + body).
 */
export async function startCashfreeFake(
  clientId = 'TEST1029384756cfapp',
  clientSecret = 'cfsk_ma_test_secret',
) {
  const links = new Map<string, Link>();
  const refunds: Refund[] = [];
  let next = 1;
  const http = await startFakeHttp(async (req, res) => {
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    if (req.headers['x-client-id'] !== clientId || req.headers['x-client-secret'] !== clientSecret)
      return send(401, {
        message: 'authentication Failed',
        code: 'request_failed',
        type: 'authentication_error',
      });
    if (!req.headers['x-api-version'])
      return send(400, {
        message: 'x-api-version is missing in the request',
        code: 'x-api-version_missing',
        type: 'invalid_request_error',
      });
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = req.method === 'POST' ? await readJson<Record<string, unknown>>(req) : {};
    if (req.method === 'POST' && path === '/pg/links') {
      const id = String(body.link_id);
      if (links.has(id))
        return send(409, {
          message: 'link_id already exists',
          code: 'link_post_failed',
          type: 'invalid_request_error',
        });
      const customer = (body.customer_details ?? {}) as Record<string, string>;
      if (!customer.customer_phone)
        return send(400, {
          message: 'customer_details.customer_phone : is missing in the request',
          code: 'customer_details.customer_phone_missing',
          type: 'invalid_request_error',
        });
      const link: Link = {
        link_id: id,
        cf_link_id: next++,
        link_url: `https://payments-test.cashfree.com/links/${id}`,
        link_amount: Number(body.link_amount),
        link_currency: String(body.link_currency),
        link_status: 'ACTIVE',
        customer_details: customer,
      };
      links.set(id, link);
      return send(200, link);
    }
    const linkRead = /^\/pg\/links\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && linkRead?.[1]) {
      const link = links.get(decodeURIComponent(linkRead[1]));
      return link
        ? send(200, link)
        : send(404, {
            message: 'link does not exist',
            code: 'link_not_found',
            type: 'invalid_request_error',
          });
    }
    const refundPath = /^\/pg\/orders\/([^/]+)\/refunds(?:\/([^/]+))?$/.exec(path);
    if (refundPath?.[1]) {
      const orderId = decodeURIComponent(refundPath[1]);
      if (req.method === 'POST') {
        if (refunds.some((r) => r.refund_id === body.refund_id))
          return send(409, {
            message: 'refund_id already exists',
            code: 'refund_id_duplicate',
            type: 'invalid_request_error',
          });
        const made: Refund = {
          cf_refund_id: String(1_553_000 + next++),
          refund_id: String(body.refund_id),
          order_id: orderId,
          refund_amount: Number(body.refund_amount),
          refund_status: 'PENDING',
        };
        refunds.push(made);
        return send(200, {
          ...made,
          entity: 'refund',
          refund_currency: 'INR',
          refund_note: body.refund_note,
        });
      }
      const found = refunds.find((r) => r.order_id === orderId && r.refund_id === refundPath[2]);
      return found
        ? send(200, { ...found, entity: 'refund' })
        : send(404, {
            message: 'refund does not exist',
            code: 'refund_not_found',
            type: 'invalid_request_error',
          });
    }
    if (req.method === 'GET' && path.startsWith('/pg/orders/'))
      return send(404, {
        message: 'order does not exist',
        code: 'order_not_found',
        type: 'invalid_request_error',
      });
    send(404, { message: 'Not found', code: 'not_found', type: 'invalid_request_error' });
  });
  return {
    origin: http.origin,
    credentials: { client_id: clientId, client_secret: clientSecret },
    links,
    refunds,
    /** The shopper pays the link: Cashfree's signed `PAYMENT_LINK_EVENT` webhook. */
    pay(linkId: string, timestamp = String(Date.now())) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      link.link_status = 'PAID';
      const payload = JSON.stringify({
        data: {
          cf_link_id: link.cf_link_id,
          link_id: link.link_id,
          link_status: 'PAID',
          link_currency: link.link_currency,
          link_amount: link.link_amount.toFixed(2),
          link_amount_paid: link.link_amount.toFixed(2),
          customer_details: link.customer_details,
          order: {
            order_id: `CFPay_${link.link_id}_${next++}`,
            order_amount: link.link_amount.toFixed(2),
            transaction_id: 1_021_206 + next,
            transaction_status: 'SUCCESS',
          },
        },
        type: 'PAYMENT_LINK_EVENT',
        version: 1,
        event_time: new Date().toISOString(),
      });
      const signature = createHmac('sha256', clientSecret)
        .update(timestamp + payload)
        .digest('base64');
      return {
        payload,
        headers: {
          'x-webhook-signature': signature,
          'x-webhook-timestamp': timestamp,
          'content-type': 'application/json',
        },
      };
    },
    close: http.close,
  };
}
