import { fromMinor } from '@roundtrip/core/money';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { sandboxSecret, signSandbox } from '../../providers/payments/sandbox-client';
import { receivePaymentWebhook } from './receive-payment-webhook';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function sandboxPayment(deps: Deps, paymentId: string) {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.provider !== 'sandbox') throw notFound('No such sandbox payment');
  return payment;
}

/** The sandbox's payment page: plain HTML, no script, marked on every line as a test that moves no money. */
export async function sandboxPage(deps: Deps, paymentId: string): Promise<string> {
  const p = await sandboxPayment(deps, paymentId);
  const amount = `${fromMinor(p.amountMinor, p.currency)} ${p.currency}`;
  const action = `/api/payments/v1/sandbox/${p.id}`;
  const body =
    p.status === 'due'
      ? `<p>Amount due: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="${action}/pay"><button type="submit">Pay ${escapeHtml(amount)} (sandbox)</button></form>
<form method="post" action="${action}/pay-wrong-amount"><button type="submit">Pay a wrong amount (sandbox: shows a payment that fails to validate)</button></form>`
      : `<p>This payment is ${escapeHtml(p.status)}. You can close this page.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX payment - no real money</title></head><body>
<h1>SANDBOX payment page</h1>
<p><strong>This is Roundtrip's built-in test payment provider. No card is charged and no money moves.</strong></p>
${body}
</body></html>`;
}

/**
 * The sandbox "pays": it signs an event with the store's sandbox secret and hands it to the same
 * webhook receiver the real providers reach, so the sandbox goes through signature checking and
 * payment validation like Stripe or Razorpay.
 */
export async function sandboxPay(deps: Deps, paymentId: string, wrongAmount: boolean): Promise<string> {
  const p = await sandboxPayment(deps, paymentId);
  if (!p.providerRef) throw notFound('No such sandbox payment');
  const event = JSON.stringify({
    type: 'payment.succeeded',
    ref: p.providerRef,
    payment_id: `sbx_pay_${p.id}`,
    amount: wrongAmount ? p.amountMinor + 100 : p.amountMinor,
    currency: p.currency,
  });
  const signature = signSandbox(sandboxSecret(deps.config.encryptionKey, p.storeId), event);
  await receivePaymentWebhook(deps, {
    provider: 'sandbox',
    key: p.id,
    rawBody: Buffer.from(event),
    headers: { 'x-sandbox-signature': signature },
  });
  return sandboxPage(deps, paymentId);
}
