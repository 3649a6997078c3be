import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { headerOf, type PaymentClient, WebhookSignatureError } from './payment-client';

/** The built-in sandbox's event, signed like a real provider's webhook (X-Sandbox-Signature). */
const sandboxEvent = z.object({
  type: z.literal('payment.succeeded'),
  ref: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** Each store's sandbox signing secret, derived from the server's key: nothing to configure or store. */
export const sandboxSecret = (key: Buffer, storeId: string) =>
  createHmac('sha256', key).update(`payment-sandbox:${storeId}`).digest('hex');

export const signSandbox = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/**
 * The demo store's provider: a payment page on our own server (clearly marked as the sandbox) whose
 * "Pay" posts a signed webhook to the same endpoint the real providers use. No money moves.
 */
export function sandboxClient(secret: string, publicUrl: string): PaymentClient {
  return {
    // Built in: no credentials to check.
    async verify() {},
    async createLink(input) {
      return {
        ref: `sbx_${input.paymentId}`,
        url: `${publicUrl.replace(/\/+$/, '')}/api/payments/v1/sandbox/${input.paymentId}`,
      };
    },
    async verifyWebhook(rawBody, headers) {
      const given = Buffer.from(headerOf(headers, 'x-sandbox-signature') ?? '');
      const expected = Buffer.from(signSandbox(secret, rawBody.toString('utf8')));
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError('The X-Sandbox-Signature does not match the body');
      const event = sandboxEvent.parse(JSON.parse(rawBody.toString('utf8')));
      return {
        type: 'paid',
        ref: event.ref,
        providerPaymentId: event.payment_id,
        amountMinor: event.amount,
        currency: event.currency,
      };
    },
    async refund(input) {
      return { ref: `sbx_re_${input.idempotencyKey}` };
    },
  };
}
