import { shopperEnglish } from '@roundtrip/core';
import { Link, useParams } from 'react-router-dom';
import { ErrorNotice, Loading } from '../components/notice';
import '../i18n/en-order';
import '../i18n/en-status';
import { useT } from '../i18n/i18n';
import { refusalText } from '../i18n/shopper-text';
import { cachedSession, loadSession } from '../lib/endpoints';
import { formatDate } from '../lib/format';
import { useResource } from '../lib/use-resource';
import { PortalPage } from '../portal-page';
import { CancelCard } from './cancel-card';
import { OrderItemCard } from './order-item-card';
import { cameWithPage } from './page-session';
import { RequestList } from './request-list';
import { ReturnTerms } from './return-terms';

/** `/orderlist/:token`: the order's items with what can be done with each, and requests already made. */
export default function OrderListPage() {
  const { token = '' } = useParams();
  const { t, lang } = useT();
  const initial = cachedSession(token);
  const session = useResource(
    (signal) => (initial && cameWithPage(token) ? Promise.resolve(initial) : loadSession(token, signal)),
    [token],
    initial,
  );
  const data = session.data;
  // The store takes no new request now: said once at the top, and no item offers one.
  const refused = data?.new_requests_refused ?? null;

  return (
    <PortalPage store={data?.store} title={t('orderList.title')}>
      {session.loading && !data ? <Loading /> : null}
      {session.error && !data ? <ErrorNotice error={session.error} onRetry={session.reload} /> : null}
      {data ? (
        <>
          <section className="rt-card" aria-labelledby="order-heading">
            <h2 id="order-heading" className="rt-h2">
              {t('orderList.order', { name: data.order.name })}
            </h2>
            {/* The server writes the date in its own time zone; the shopper's may show another day. */}
            <p className="rt-muted" suppressHydrationWarning>
              {t('orderList.placedOn', { date: formatDate(data.order.created_at, lang) })}
            </p>
            {refused ? (
              <div className="rt-notice rt-notice--warning" role="status">
                {/* The server writes the API's English; the browser may show the shopper's language. */}
                <p suppressHydrationWarning>{refusalText(refused, t, shopperEnglish(refused))}</p>
              </div>
            ) : null}
            <h3 className="rt-h3">{t('orderList.items')}</h3>
            <ul className="rt-items">
              {data.order.items.map((item, index) => (
                <OrderItemCard
                  key={item.line_item_id}
                  item={item}
                  priority={index === 0}
                  currency={data.order.presentment_currency}
                  base={`/${data.store.handle}`}
                  orderId={data.order.id}
                  sessionId={token}
                  returnsOn={data.store.return_enabled && !refused}
                  exchangesOn={data.store.exchange_enabled && !refused}
                />
              ))}
            </ul>
            <ReturnTerms order={data.order} gift={data.gift === true} />
          </section>
          {refused ? null : <CancelCard handle={data.store.handle} sessionId={token} />}
          <RequestList data={data} sessionId={token} />
          <p>
            <Link className="rt-link" to={`/${data.store.handle}`}>
              {t('common.newSearch')}
            </Link>
          </p>
        </>
      ) : null}
    </PortalPage>
  );
}
