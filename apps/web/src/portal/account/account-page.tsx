import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorNotice, errorText, Loading } from '../components/notice';
import '../i18n/en-account';
import { useT } from '../i18n/i18n';
import { PortalError } from '../lib/api';
import { getAccountOrders, getStore, openAccountOrder, signOutAccount } from '../lib/endpoints';
import { formatDate, formatMoney } from '../lib/format';
import { useResource } from '../lib/use-resource';
import { PortalPage } from '../portal-page';
import type { LinkRefusal } from '../request-link/link-refusal';
import { forgetAccountSession, takeAccountSession } from './account-session';

/**
 * `/:store/account`: the shopper signed in with their store account sees their orders and picks one;
 * the order's page then opens as after a lookup, with nothing typed.
 */
export default function AccountPage() {
  const { store: handle = '' } = useParams();
  const { t, lang } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [session] = useState(() => takeAccountSession(location.hash));
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const store = useResource((signal) => getStore(handle, signal), [handle]);
  const orders = useResource(session ? (signal) => getAccountOrders(session, signal) : null, [session]);

  useEffect(() => {
    if (location.hash) navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  // No session here, or the sign-in ended: back to the lookup page, which says why.
  const ended = orders.error instanceof PortalError && orders.error.status === 401 ? orders.error : null;
  useEffect(() => {
    if (session && !ended) return;
    forgetAccountSession();
    const state: LinkRefusal | null = ended?.reason ? { refusal: ended.reason } : null;
    navigate(`/${handle}`, { replace: true, state });
  }, [session, ended, handle, navigate]);

  async function open(orderId: string) {
    if (!session) return;
    setBusy(orderId);
    setFailure(null);
    try {
      const opened = await openAccountOrder({ session, order_id: orderId });
      navigate(`/orderlist/${opened.session_id}`);
    } catch (error) {
      setFailure(error);
      setBusy(null);
    }
  }

  async function signOut() {
    if (!session) return;
    const { logout_url } = await signOutAccount({ session }).catch(() => ({ logout_url: null }));
    forgetAccountSession();
    if (logout_url) window.location.assign(logout_url);
    else navigate(`/${handle}`, { replace: true });
  }

  const data = orders.data;
  return (
    <PortalPage store={store.data} title={t('account.title')}>
      {orders.loading && !data ? <Loading /> : null}
      {orders.error && !ended && !data ? <ErrorNotice error={orders.error} onRetry={orders.reload} /> : null}
      {data ? (
        <div className="rt-stack">
          <div className="rt-card rt-stack">
            <p>{t('account.signedInAs', { name: data.customer.name || data.customer.email || '' })}</p>
            <button type="button" className="rt-button rt-button--secondary" onClick={signOut}>
              {t('account.signOut')}
            </button>
          </div>
          {failure ? (
            <div className="rt-notice rt-notice--error" role="alert">
              <p>{errorText(failure, t)}</p>
            </div>
          ) : null}
          {data.orders.length === 0 ? <p className="rt-card">{t('account.noOrders')}</p> : null}
          <ul className="rt-stack" aria-label={t('account.title')}>
            {data.orders.map((o) => (
              <li key={o.order_id} className="rt-card rt-stack">
                <p>
                  <strong>{o.name}</strong> · {formatMoney(o.total, o.currency)}
                </p>
                <p>{t('account.placed', { date: formatDate(o.processed_at, lang) })}</p>
                <button
                  type="button"
                  className="rt-button"
                  disabled={busy !== null}
                  onClick={() => open(o.order_id)}
                >
                  {busy === o.order_id
                    ? t('account.opening')
                    : t('account.returnOrExchange', { name: o.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PortalPage>
  );
}
