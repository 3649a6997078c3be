import type { PaymentStatus } from './providers';

/** What a provider's confirmed payment says it took. */
export type ConfirmedPayment = { amountMinor: number; currency: string };

/** The payment record as we created it. */
export type ExpectedPayment = { status: PaymentStatus; amountMinor: number; currency: string };

export type PaymentVerdict =
  | { ok: true }
  /** Money was taken but cannot settle what is due: it goes back to the shopper. */
  | { ok: false; refund: true; reason: string }
  /** Nothing to do: the confirmation was seen before (a provider retries its webhooks). */
  | { ok: false; refund: false; reason: string };

/**
 * Decides whether a confirmed payment settles what was due. A payment of another amount or currency, or
 * one arriving after the request stopped waiting for it (cancelled, rejected, already paid by another
 * attempt), is refunded rather than kept: the shopper is told so in the spec's words.
 */
export function validatePayment(
  expected: ExpectedPayment,
  confirmed: ConfirmedPayment,
  requestOpen: boolean,
): PaymentVerdict {
  if (expected.status !== 'due')
    return { ok: false, refund: false, reason: `The payment is already ${expected.status}` };
  if (confirmed.currency.toUpperCase() !== expected.currency.toUpperCase())
    return {
      ok: false,
      refund: true,
      reason: `Paid in ${confirmed.currency.toUpperCase()}, ${expected.currency} was due`,
    };
  if (confirmed.amountMinor !== expected.amountMinor)
    return {
      ok: false,
      refund: true,
      reason: `Paid ${confirmed.amountMinor} minor units, ${expected.amountMinor} were due`,
    };
  if (!requestOpen)
    return { ok: false, refund: true, reason: 'The request no longer waits for this payment' };
  return { ok: true };
}

/** A held exchange is released once paid, unless the store also holds it until the return arrives. */
export function releaseAfterPayment(input: { holdUntilReceived: boolean; received: boolean }): boolean {
  return !input.holdUntilReceived || input.received;
}
