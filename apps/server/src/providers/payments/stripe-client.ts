import type Stripe from 'stripe';
import { z } from 'zod';
import { CredentialsRefused } from '../../connections/credentials-check';
import { headerOf, type PaymentClient, WebhookSignatureError } from './payment-client';

export const stripeCredentials = z.object({
  secret_key: z.string().min(1),
  webhook_secret: z.string().min(1),
});

/** Where the official client sends its calls: Stripe itself, or a local fake in tests. */
function hostOptions(origin: string | undefined) {
  if (!origin) return {};
  const url = new URL(origin);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}

const completedSession = z.object({
  id: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  payment_status: z.string(),
  payment_intent: z.string().nullable(),
});

/**
 * Stripe through its official package: a Checkout Session per payment, `checkout.session.completed`
 * verified by `stripe.webhooks.constructEvent`, refunds with an idempotency key.
 */
export function stripeClient(credentials: z.infer<typeof stripeCredentials>, origin?: string): PaymentClient {
  // The package (~220 files) is imported by the first call, not by every server start.
  let client: Promise<{ stripe: Stripe; StripeError: typeof Stripe.errors.StripeError }> | undefined;
  const connect = () => {
    client ??= import('stripe').then(({ default: StripeClass }) => ({
      stripe: new StripeClass(credentials.secret_key, { maxNetworkRetries: 2, ...hostOptions(origin) }),
      StripeError: StripeClass.errors.StripeError,
    }));
    return client;
  };
  return {
    async verify() {
      // Stripe's signing secrets start with whsec_: anything else can never verify a webhook.
      if (!credentials.webhook_secret.startsWith('whsec_'))
        throw new CredentialsRefused(['webhook_secret'], 'a webhook signing secret starts with whsec_');
      const { stripe, StripeError } = await connect();
      try {
        await stripe.balance.retrieve();
      } catch (error) {
        const status = error instanceof StripeError ? error.statusCode : undefined;
        if (status && status >= 400 && status < 500 && status !== 429)
          throw new CredentialsRefused(['secret_key'], (error as Error).message);
        throw error;
      }
    },
    async createLink(input) {
      const { stripe } = await connect();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          metadata: { payment_id: input.paymentId },
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.description },
              },
            },
          ],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { ref: session.id, url: session.url };
    },
    async verifyWebhook(rawBody, headers) {
      const signature = headerOf(headers, 'stripe-signature');
      const { stripe } = await connect();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', credentials.webhook_secret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
      if (event.type !== 'checkout.session.completed') return { type: 'ignored', reason: event.type };
      const session = completedSession.parse(event.data.object);
      if (session.payment_status !== 'paid' || !session.payment_intent)
        return { type: 'ignored', reason: `payment_status ${session.payment_status}` };
      return {
        type: 'paid',
        ref: session.id,
        providerPaymentId: session.payment_intent,
        amountMinor: session.amount_total,
        currency: session.currency,
      };
    },
    async refund(input) {
      const { stripe } = await connect();
      const refund = await stripe.refunds.create(
        { payment_intent: input.providerPaymentId, amount: input.amountMinor },
        { idempotencyKey: input.idempotencyKey },
      );
      return { ref: refund.id };
    },
  };
}
