import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromMinor, toMinor } from '@roundtrip/core';
import { z } from 'zod';
import { refusalOf } from '../../connections/credentials-check';
import { AppError } from '../../errors';
import { headerOf, type PaymentClient, WebhookSignatureError } from './payment-client';

export const cashfreeCredentials = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});

/** Cashfree PG's hosts: sandbox app ids start with TEST, as the merchant dashboard issues them. */
const ORIGINS = { sandbox: 'https://sandbox.cashfree.com', production: 'https://api.cashfree.com' };
const cashfreeOrigin = (clientId: string) =>
  clientId.startsWith('TEST') ? ORIGINS.sandbox : ORIGINS.production;

/** The PG API version every call names (x-api-version): the shapes below are this version's. */
const API_VERSION = '2025-01-01';

const link = z.object({ link_id: z.string(), link_url: z.string() }).loose();
const refund = z.object({ cf_refund_id: z.coerce.string(), refund_id: z.string() }).loose();
const linkEvent = z.object({
  type: z.string(),
  data: z
    .object({
      link_id: z.string(),
      link_status: z.string(),
      link_currency: z.string(),
      link_amount_paid: z.coerce.string(),
      order: z.object({ order_id: z.string(), transaction_status: z.string().nullish() }).loose().nullish(),
    })
    .loose()
    .nullish(),
});

/**
 * Cashfree's Payment Gateway REST API with fetch (`x-client-id`, `x-client-secret`, `x-api-version`): no
 * package, so tests point it at a local fake. Payment links for price differences, the
 * `PAYMENT_LINK_EVENT` webhook signed with the client secret (base64 HMAC-SHA256 of
 * `x-webhook-timestamp` + raw body, in `x-webhook-signature`), refunds on a Cashfree order. Cashfree
 * refunds an order, not a payment: the "payment" this client refunds is named by its Cashfree order id.
 */
export function cashfreeClient(
  credentials: z.infer<typeof cashfreeCredentials>,
  origin?: string,
): PaymentClient {
  const base = `${(origin ?? cashfreeOrigin(credentials.client_id)).replace(/\/+$/, '')}/pg`;
  const headers = {
    'x-client-id': credentials.client_id,
    'x-client-secret': credentials.client_secret,
    'x-api-version': API_VERSION,
    accept: 'application/json',
  };
  const call = (method: 'GET' | 'POST', path: string, body?: object) =>
    fetch(`${base}${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
  const read = async <T>(res: Response, schema: z.ZodType<T>, what: string): Promise<T> => {
    const text = await res.text();
    if (!res.ok) throw new Error(`Cashfree ${what} answered ${res.status}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  };
  /**
   * Creates once under our id: Cashfree refuses a second link or refund with the same id (409), so a
   * retry after a lost answer reads the one the first attempt made.
   */
  const createOnce = async <T>(create: () => Promise<Response>, find: string, schema: z.ZodType<T>) => {
    const made = await create();
    if (made.status === 409) return read(await call('GET', find), schema, find);
    return read(made, schema, find);
  };
  return {
    async verify() {
      // Any authenticated read: an order nobody made answers 404 to good keys and 401 to wrong ones.
      const res = await call('GET', '/orders/roundtrip-connection-check');
      if (res.status === 404) return;
      await refusalOf(res, ['client_id', 'client_secret']);
    },
    async createLink(input) {
      // Cashfree requires the payer's phone on every link: asking again would be refused again.
      const phone = input.customer?.phone;
      if (!phone)
        throw new AppError(
          'VALIDATION_FAILED',
          "Cashfree needs the shopper's phone number for a payment link",
        );
      const made = await createOnce(
        () =>
          call('POST', '/links', {
            link_id: input.idempotencyKey,
            link_amount: Number(fromMinor(input.amountMinor, input.currency)),
            link_currency: input.currency,
            link_purpose: input.description,
            customer_details: {
              customer_phone: phone,
              ...(input.customer?.email && { customer_email: input.customer.email }),
            },
            link_meta: { return_url: input.returnUrl },
            link_notify: { send_email: false, send_sms: false },
          }),
        `/links/${encodeURIComponent(input.idempotencyKey)}`,
        link,
      );
      return { ref: made.link_id, url: made.link_url };
    },
    async verifyWebhook(rawBody, hdrs) {
      const timestamp = headerOf(hdrs, 'x-webhook-timestamp') ?? '';
      const given = Buffer.from(headerOf(hdrs, 'x-webhook-signature') ?? '', 'utf8');
      const expected = Buffer.from(
        createHmac('sha256', credentials.client_secret)
          .update(Buffer.concat([Buffer.from(timestamp, 'utf8'), rawBody]))
          .digest('base64'),
        'utf8',
      );
      if (!timestamp || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError('The x-webhook-signature does not match the timestamp and body');
      const event = linkEvent.parse(JSON.parse(rawBody.toString('utf8')));
      const data = event.data;
      if (event.type !== 'PAYMENT_LINK_EVENT' || data?.link_status !== 'PAID' || !data.order)
        return { type: 'ignored', reason: `${event.type} ${data?.link_status ?? ''}`.trim() };
      return {
        type: 'paid',
        ref: data.link_id,
        // What a refund of this payment names: Cashfree refunds the link's order.
        providerPaymentId: data.order.order_id,
        amountMinor: toMinor(data.link_amount_paid, data.link_currency),
        currency: data.link_currency,
      };
    },
    async refund(input) {
      const order = encodeURIComponent(input.providerPaymentId);
      const made = await createOnce(
        () =>
          call('POST', `/orders/${order}/refunds`, {
            refund_id: input.idempotencyKey,
            refund_amount: Number(fromMinor(input.amountMinor, input.currency)),
            refund_note: 'Return refund',
          }),
        `/orders/${order}/refunds/${encodeURIComponent(input.idempotencyKey)}`,
        refund,
      );
      return { ref: made.cf_refund_id };
    },
  };
}
