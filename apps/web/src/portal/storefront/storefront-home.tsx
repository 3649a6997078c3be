import type { StorefrontPage } from '@roundtrip/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorText } from '../components/notice';
import '../i18n/en-storefront';
import { useT } from '../i18n/i18n';
import { openStorefrontOrder } from '../lib/endpoints';
import { formatDate, formatMoney } from '../lib/format';
import { PortalPage } from '../portal-page';

/**
 * `/` on the store's own domain (`/apps/returns`, through Shopify's app proxy). A customer signed in to
 * the shop picks one of their orders, listed in the page the server sent; nothing to type. A guest
 * goes to the store's lookup by order number and email or phone.
 */
export default function StorefrontHome({ page }: { page: StorefrontPage }) {
  if (!page.orders) return <Navigate to={`/${page.store}`} replace />;
  return <CustomerOrders page={page} orders={page.orders} />;
}

function CustomerOrders({
  page,
  orders,
}: {
  page: StorefrontPage;
  orders: NonNullable<StorefrontPage['orders']>;
}) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function choose(orderId: string) {
    setOpening(orderId);
    setFailure(null);
    try {
      const session = await openStorefrontOrder({ order_id: orderId });
      navigate(`/orderlist/${session.session_id}`);
    } catch (error) {
      setFailure(error);
      setOpening(null);
    }
  }

  return (
    <PortalPage title={t('storefront.title')}>
      <div className="rt-card rt-stack" aria-busy={opening !== null}>
        <p>{orders.length > 0 ? t('storefront.intro') : t('storefront.none')}</p>
        {failure ? (
          <div className="rt-notice rt-notice--error" role="alert">
            <p>{errorText(failure, t)}</p>
          </div>
        ) : null}
        <ul className="rt-stack">
          {orders.map((order) => (
            <li key={order.id} className="rt-stack">
              <strong>{order.name}</strong>
              <span className="rt-muted">
                {t('storefront.placed', { date: formatDate(order.created_at, lang) })} ·{' '}
                {t('storefront.items', { count: order.item_count })} ·{' '}
                {formatMoney(order.total, order.currency)}
              </span>
              <button
                type="button"
                className="rt-button"
                disabled={opening !== null}
                onClick={() => void choose(order.id)}
              >
                {opening === order.id
                  ? t('storefront.opening')
                  : t('storefront.choose', { name: order.name })}
              </button>
            </li>
          ))}
        </ul>
        <Link className="rt-link" to={`/${page.store}`}>
          {t('storefront.other')}
        </Link>
      </div>
    </PortalPage>
  );
}
