import type { PortalPayment } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { portalFetch } from '../lib/api';
import { formatMoney } from '../lib/format';
import { useResource } from '../lib/use-resource';

const enc = encodeURIComponent;

/**
 * "Pay the difference" while an exchange waits for the price difference the shopper owes (the link goes
 * to a Shopify invoice or the store's payment provider); the spec's message when a payment could not be accepted. Nothing when
 * no payment was asked for (the server answers 404).
 */
export function PayDifferenceCard({ requestId, sessionId }: { requestId: string; sessionId: string }) {
  const payment = useResource(
    (signal) =>
      portalFetch<PortalPayment>(
        `/customer/v1/requests/${enc(requestId)}/payment?session=${enc(sessionId)}`,
        {
          signal,
        },
      ),
    [requestId, sessionId],
  );
  const { t } = useT();
  const p = payment.data;
  if (!p) return null;
  const amount = formatMoney(p.amount, p.currency);
  return (
    <section className="rt-card rt-stack" aria-labelledby="payment-heading">
      <h2 className="rt-h2" id="payment-heading">
        {t('details.payHeading')}
      </h2>
      {p.message ? (
        <p role="alert">{p.message}</p>
      ) : p.status === 'paid' ? (
        <p>{t('details.paid', { amount })}</p>
      ) : (
        <>
          <p>{t('details.due', { amount })}</p>
          {p.payment_url ? (
            <a className="rt-button" href={p.payment_url}>
              {t('details.pay')}
            </a>
          ) : null}
        </>
      )}
    </section>
  );
}
