import type { PortalRequestDetails } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { formatMoney, hideBroken } from '../lib/format';
import { apiAddress } from '../lib/storefront';

/** The request's items: picture, quantity, reason, comment, attachments and the new variant. */
export function RequestItems({ request, sessionId }: { request: PortalRequestDetails; sessionId: string }) {
  const { t } = useT();
  return (
    <section className="rt-card" aria-labelledby="items-heading">
      <h2 className="rt-h2" id="items-heading">
        {t('details.items')}
      </h2>
      <ul className="rt-items">
        {request.request_items.map((item) => (
          <li key={item.id} className="rt-item">
            <div className="rt-item__row">
              {item.image_url ? (
                <img
                  className="rt-item__image"
                  onError={hideBroken}
                  src={item.image_url}
                  alt=""
                  width={56}
                  height={56}
                />
              ) : null}
              <div className="rt-item__body">
                <p className="rt-item__title">{item.title}</p>
                {item.variant_title ? <p className="rt-muted">{item.variant_title}</p> : null}
                <p>
                  {item.price_paid !== null
                    ? `${t('common.paid', { price: formatMoney(item.price_paid, request.currency) })} · `
                    : ''}
                  {t('common.quantity', { count: item.quantity })}
                </p>
                <p>{t('details.reason', { reason: item.reason })}</p>
                {item.comment ? <p>{t('details.comment', { comment: item.comment })}</p> : null}
                {(item.exchange_variants ?? (item.exchange_variant ? [item.exchange_variant] : [])).map(
                  (v) => (
                    <p key={v.id} className="rt-strong">
                      {t('details.newItem', { title: v.title, count: v.quantity })}
                      {v.price !== null ? ` (${formatMoney(v.price, request.currency)})` : ''}
                    </p>
                  ),
                )}
                {(item.upsells ?? []).map((u) => (
                  <p key={u.id}>
                    {t('details.added', { title: u.title, count: u.quantity })}
                    {u.price !== null && u.discount !== null
                      ? ` (${t('details.addedOffer', {
                          price: formatMoney(u.price, request.currency),
                          discount: formatMoney(u.discount, request.currency),
                        })})`
                      : ''}
                  </p>
                ))}
                {item.media.length > 0 ? (
                  <ul className="rt-files">
                    {item.media.map((m, i) => (
                      <li key={m.id}>
                        <a
                          className="rt-link"
                          href={`${apiAddress(m.url)}?session=${encodeURIComponent(sessionId)}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('details.media', { index: i + 1 })}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
