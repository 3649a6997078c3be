import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { refusalOf } from '../../connections/credentials-check';
import { headerOf, type PaymentClient, WebhookSignatureError } from './payment-client';

export const razorpayCredentials = z.object({
  key_id: z.string().min(1),
  key_secret: z.string().min(1),
  webhook_secret: z.string().min(1),
});

const link = z.object({ id: z.string(), short_url: z.string() });
const refund = z.object({ id: z.string() });
const paidEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment_link: z.object({ entity: z.object({ id: z.string() }) }),
      payment: z.object({
        entity: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
      }),
    })
    .partial(),
});

/**
 * Razorpay's REST API with fetch: the official `razorpay` package hard-codes its host, and our tests
 * (and nothing else) must point every call at a local fake. Payment links, the `payment_link.paid`
 * webhook signed with HMAC-SHA256 (X-Razorpay-Signature), refunds on the payment.
 */
export function razorpayClient(
  credentials: z.infer<typeof razorpayCredentials>,
  origin?: string,
): PaymentClient {
  const base = (origin ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${credentials.key_id}:${credentials.key_secret}`).toString('base64')}`;
  const post = async <T>(path: string, body: object, schema: z.ZodType<T>): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Razorpay ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  };
  return {
    async verify() {
      // The cheapest call every key may make: one payment of the account.
      const res = await fetch(`${base}/v1/payments?count=1`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(30_000),
      });
      await refusalOf(res, ['key_id', 'key_secret']);
    },
    async createLink(input) {
      // Razorpay refuses a second link with the same reference_id: our payment id makes retries safe.
      const created = await post(
        '/v1/payment_links',
        {
          amount: input.amountMinor,
          currency: input.currency,
          description: input.description,
          reference_id: input.idempotencyKey,
          callback_url: input.returnUrl,
          callback_method: 'get',
        },
        link,
      );
      return { ref: created.id, url: created.short_url };
    },
    async verifyWebhook(rawBody, headers) {
      const given = Buffer.from(headerOf(headers, 'x-razorpay-signature') ?? '', 'utf8');
      const expected = Buffer.from(
        createHmac('sha256', credentials.webhook_secret).update(rawBody).digest('hex'),
        'utf8',
      );
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError('The X-Razorpay-Signature does not match the body');
      const event = paidEvent.parse(JSON.parse(rawBody.toString('utf8')));
      const { payment_link: plink, payment } = event.payload;
      if (event.event !== 'payment_link.paid' || !plink || !payment)
        return { type: 'ignored', reason: event.event };
      return {
        type: 'paid',
        ref: plink.entity.id,
        providerPaymentId: payment.entity.id,
        amountMinor: payment.entity.amount,
        currency: payment.entity.currency,
      };
    },
    async refund(input) {
      const made = await post(
        `/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refund`,
        { amount: input.amountMinor, receipt: input.idempotencyKey },
        refund,
      );
      return { ref: made.id };
    },
  };
}
