import type { PortalOrderItem } from '@roundtrip/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';
import { reasonText } from '../i18n/shopper-text';
import { formatMoney, hideBroken } from '../lib/format';

type Props = {
  item: PortalOrderItem;
  /** The first image is likely the largest paint: fetch it early, lazy-load the rest. */
  priority: boolean;
  currency: string;
  base: string;
  orderId: string;
  sessionId: string;
  returnsOn: boolean;
  exchangesOn: boolean;
};

/** One line of the order: picture, variant, price paid, and Return / Exchange or why not. */
export function OrderItemCard({
  item,
  priority,
  currency,
  base,
  orderId,
  sessionId,
  returnsOn,
  exchangesOn,
}: Props) {
  const { t } = useT();
  const path = (kind: string) => `${base}/${kind}/${orderId}/${item.line_item_id}/${sessionId}`;
  const said = (e: PortalOrderItem['return']) =>
    e.reason_codes.map((m, i) => reasonText(m, t, e.reasons[i] ?? ''));
  // The same reason often blocks both kinds (a closed window): say it once.
  const reasons = [
    ...new Set([
      ...(item.return.eligible || !returnsOn ? [] : said(item.return)),
      ...(item.exchange.eligible || !exchangesOn ? [] : said(item.exchange)),
    ]),
  ];
  const canReturn = returnsOn && item.return.eligible;
  const canExchange = exchangesOn && item.exchange.eligible && item.product_id !== null;
  const headingId = `item-${item.line_item_id}`;
  return (
    <li className="rt-item" aria-labelledby={headingId}>
      <div className="rt-item__row">
        {item.image_url ? (
          <img
            className="rt-item__image"
            onError={hideBroken}
            src={item.image_url}
            alt=""
            width={72}
            height={72}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...{ fetchpriority: priority ? 'high' : 'auto' }}
          />
        ) : (
          <span className="rt-item__image" aria-hidden="true" />
        )}
        <div className="rt-item__body">
          <h4 id={headingId} className="rt-item__title">
            {item.title}
          </h4>
          {item.variant_title ? <p className="rt-muted">{item.variant_title}</p> : null}
          <p>
            {item.price_paid !== null
              ? `${t('common.paid', { price: formatMoney(item.price_paid, currency) })} · `
              : ''}
            {t('common.quantity', { count: item.quantity })}
          </p>
        </div>
      </div>
      {canReturn || canExchange ? (
        <div className="rt-item__actions">
          {canReturn ? (
            <Link
              className="rt-button"
              to={path('return')}
              aria-label={t('orderList.returnAria', { title: item.title })}
            >
              {t('orderList.returnItem')}
            </Link>
          ) : null}
          {canExchange ? (
            <Link
              className="rt-button rt-button--secondary"
              to={path('exchange')}
              aria-label={t('orderList.exchangeAria', { title: item.title })}
            >
              {t('orderList.exchangeItem')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {reasons.length > 0 ? (
        <div className="rt-item__reasons">
          <p className="rt-item__reasons-title">
            {!canReturn && !canExchange
              ? t('orderList.notAvailable')
              : !canReturn
                ? t('orderList.notReturnable')
                : t('orderList.notExchangeable')}
          </p>
          <ul>
            {/* The server may already have the reasons' own words; the browser shows the API's until they load. */}
            {reasons.map((r) => (
              <li key={r} suppressHydrationWarning>
                {r}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
