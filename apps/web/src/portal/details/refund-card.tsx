import type { PortalRequestDetails } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { formatDate, formatMoney } from '../lib/format';

/**
 * The refund as it stands, from our refund records and the platform's confirmation: amount, mode and
 * state (a failed one never reads as done), the store-credit balance and the exchange order.
 */
export function RefundCard({ request: r }: { request: PortalRequestDetails }) {
  const { t, lang } = useT();
  if (r.refunds.length === 0 && !r.store_credit && !r.exchange_order) return null;
  return (
    <section className="rt-card rt-stack" aria-labelledby="refund-heading">
      <h2 className="rt-h2" id="refund-heading">
        {t('details.money.heading')}
      </h2>
      {r.refunds.length > 0 ? (
        <ul className="rt-refunds">
          {r.refunds.map((f) => (
            <li key={f.id} className="rt-refund">
              <div className="rt-request__top">
                <p className="rt-strong">
                  {f.amount !== null ? `${formatMoney(f.amount, f.currency)} · ` : ''}
                  {t(`refundMode.${f.mode}`)}
                </p>
                <span
                  className={`rt-badge rt-badge--${f.state === 'done' ? 'success' : f.state === 'failed' ? 'critical' : 'info'}`}
                >
                  {t(`details.money.state.${f.state}`)}
                </span>
              </div>
              {f.gift_card_last_characters ? (
                <p>{t('details.money.giftCard', { last: f.gift_card_last_characters })}</p>
              ) : null}
              <p className="rt-muted">
                <time dateTime={f.at}>{formatDate(f.at, lang, true)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : r.kind === 'return' ? (
        <p className="rt-muted">{t('details.money.none')}</p>
      ) : null}
      {r.store_credit ? (
        <p>
          {t('details.money.storeCredit', {
            amount: formatMoney(r.store_credit.balance, r.store_credit.currency),
          })}
        </p>
      ) : null}
      {r.exchange_order ? (
        <>
          <p>{t('details.money.exchangeOrder', { name: r.exchange_order.name })}</p>
          {r.exchange_order.tracking ? (
            <p>
              {t('details.trackingNumber', {
                company: r.exchange_order.tracking.company,
                number: r.exchange_order.tracking.number,
              })}
            </p>
          ) : null}
          {r.exchange_order.tracking?.status ? (
            <p className="rt-muted">{t(`details.parcelToYou.${r.exchange_order.tracking.status}`)}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
