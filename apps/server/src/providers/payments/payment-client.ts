/** A payment link the shopper opens to pay what they owe. */
type CreatedLink = { ref: string; url: string };

/** What a verified webhook says: a payment confirmed for one of our links, or something we do not act on. */
export type PaymentEvent =
  | { type: 'paid'; ref: string; providerPaymentId: string; amountMinor: number; currency: string }
  | { type: 'ignored'; reason: string };

/** One provider's real client (docs/payments.md): every call names its idempotency key. */
export type PaymentClient = {
  /**
   * Asks the provider whether it accepts the credentials, before they are saved: throws
   * `CredentialsRefused` with the provider's words (connections/credentials-check.ts).
   */
  verify(): Promise<void>;
  createLink(input: {
    paymentId: string;
    amountMinor: number;
    currency: string;
    description: string;
    returnUrl: string;
    idempotencyKey: string;
    /** Who pays: Shopify's checkout bills the platform customer; Cashfree requires the phone. */
    customer?: { id: string | null; email: string; phone?: string };
  }): Promise<CreatedLink>;
  /** Rejects when the signature does not match the body: the caller answers 401. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>;
  refund(input: {
    providerPaymentId: string;
    amountMinor: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ ref: string }>;
};

export class WebhookSignatureError extends Error {}

export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};
