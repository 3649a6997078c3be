import { fromMinor } from '@roundtrip/core/money';
import type { Deps } from '../../deps';
import { type PaymentClient, WebhookSignatureError } from './payment-client';

/**
 * Shopify's own checkout as the collector of a Shopify store without a payment provider: the link is a
 * draft order's invoice URL (platform `createPaymentInvoice`), the confirmation is Shopify's orders/paid
 * webhook (features/shopify-webhooks), and a payment we cannot accept is refunded on the order it made.
 */
export function shopifyCheckoutClient(deps: Deps, storeId: string): PaymentClient {
  return {
    // The store's own Shopify connection: nothing of its own to check.
    async verify() {},
    async createLink(input) {
      const invoice = await deps.platform.createPaymentInvoice(storeId, {
        idempotencyKey: input.idempotencyKey,
        paymentId: input.paymentId,
        title: input.description,
        amount: fromMinor(input.amountMinor, input.currency),
        currency: input.currency,
        ...(input.customer?.id ? { customerId: input.customer.id } : {}),
        ...(input.customer?.email ? { email: input.customer.email } : {}),
      });
      return { ref: invoice.id, url: invoice.invoice_url };
    },
    // Shopify's webhooks arrive signed at /api/webhooks/shopify, never at the payments endpoint.
    async verifyWebhook() {
      throw new WebhookSignatureError('Shopify checkout payments are confirmed by Shopify webhooks');
    },
    async refund(input) {
      const made = await deps.platform.refund(storeId, {
        idempotencyKey: input.idempotencyKey,
        orderId: input.providerPaymentId,
        amount: fromMinor(input.amountMinor, input.currency),
      });
      return { ref: made.id };
    },
  };
}
