import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorSummary, TextField } from '../components/fields';
import { ErrorNotice, errorText, Loading } from '../components/notice';
import '../i18n/en-account';
import '../i18n/en-search';
import { useT } from '../i18n/i18n';
import { refusalText } from '../i18n/shopper-text';
import { PortalError } from '../lib/api';
import { createSession, getSignInOption, getStore, signInAddress } from '../lib/endpoints';
import { useResource } from '../lib/use-resource';
import { PortalPage } from '../portal-page';
import { linkRefusalOf } from '../request-link/link-refusal';

type Errors = Partial<Record<'order_number' | 'contact' | 'gift_email', string>>;

/** `/:url`: the store's page where a shopper finds an order by its number and the email or phone on it. */
export default function SearchPage() {
  const { url = '' } = useParams();
  const { t } = useT();
  const navigate = useNavigate();
  // An email's link that could not open its request (expired, altered) lands here and says why.
  const linkRefusal = linkRefusalOf(useLocation().state);
  const store = useResource((signal) => getStore(url, signal), [url]);
  // Shown only where the store is on Shopify's customer accounts; guests keep the lookup below.
  const signIn = useResource((signal) => getSignInOption(url, signal), [url]);
  // An email's link names the order (`?order=1001`); the shopper still proves it with their contact.
  const [searchParams] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(searchParams.get('order') ?? '');
  const [contact, setContact] = useState('');
  const [gift, setGift] = useState(false);
  const [giftEmail, setGiftEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  if (store.error instanceof PortalError && store.error.status === 404) {
    return (
      <PortalPage title={t('notFound.title')}>
        <p className="rt-card">{t('notFound.store')}</p>
      </PortalPage>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!orderNumber.trim()) next.order_number = t('search.orderNumberRequired');
    if (contact.trim().length < 3) next.contact = t('search.contactRequired');
    // The server checks the address fully; this only catches an empty or obviously wrong one early.
    const giftOn = gift && store.data?.gift_returns === true;
    if (giftOn && !/^\S+@\S+\.\S+$/.test(giftEmail.trim())) next.gift_email = t('search.giftEmailRequired');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      const session = await createSession({
        store: url,
        order_number: orderNumber.trim(),
        contact: contact.trim(),
        ...(giftOn ? { gift: true, gift_email: giftEmail.trim() } : {}),
      });
      navigate(`/orderlist/${session.session_id}`);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  const data = store.data;
  return (
    <PortalPage store={data} title={t('search.title')}>
      {store.loading && !data ? <Loading /> : null}
      {store.error && !data ? <ErrorNotice error={store.error} onRetry={store.reload} /> : null}
      {data && signIn.data?.available ? (
        <div className="rt-card rt-stack">
          <p>{t('account.signInHint')}</p>
          <a className="rt-button" href={signInAddress(url)}>
            {t('account.signIn')}
          </a>
          <p>{t('account.or')}</p>
        </div>
      ) : null}
      {data ? (
        <form className="rt-card rt-stack" onSubmit={submit} noValidate aria-busy={busy}>
          <p>{t('search.intro')}</p>
          <ErrorSummary errors={errors as Record<string, string>} focusRef={summaryRef} />
          {linkRefusal && !failure ? (
            <div className="rt-notice rt-notice--warning" role="status">
              <p>{refusalText(linkRefusal, t, '')}</p>
            </div>
          ) : null}
          {failure ? (
            <div className="rt-notice rt-notice--error" role="alert">
              <p>{errorText(failure, t)}</p>
            </div>
          ) : null}
          <TextField
            id="order_number"
            label={t('search.orderNumber')}
            hint={t('search.orderNumberHint')}
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
            error={errors.order_number}
            autoComplete="off"
            required
          />
          <TextField
            id="contact"
            label={t('search.contact')}
            hint={t('search.contactHint')}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            error={errors.contact}
            autoComplete="email"
            required
          />
          {data.gift_returns ? (
            <label className="rt-choice">
              <input type="checkbox" checked={gift} onChange={(e) => setGift(e.target.checked)} />
              <span>
                {t('search.gift')}
                <span className="rt-choice__hint">{t('search.giftHint')}</span>
              </span>
            </label>
          ) : null}
          {gift && data.gift_returns ? (
            <TextField
              id="gift_email"
              type="email"
              label={t('search.giftEmail')}
              hint={t('search.giftEmailHint')}
              value={giftEmail}
              onChange={(e) => setGiftEmail(e.target.value)}
              error={errors.gift_email}
              autoComplete="email"
              required
            />
          ) : null}
          <button className="rt-button" type="submit" disabled={busy}>
            {busy ? t('search.searching') : t('search.submit')}
          </button>
          {data.demo_orders?.length ? (
            <div className="rt-stack">
              <p>{t('search.demoTitle')}</p>
              {data.demo_orders.map((o) => (
                <button
                  key={o.order_number}
                  type="button"
                  className="rt-button rt-button--secondary"
                  onClick={() => {
                    setOrderNumber(o.order_number);
                    setContact(o.email);
                  }}
                >
                  {t('search.demoTry', { number: o.order_number, email: o.email })}
                </button>
              ))}
            </div>
          ) : null}
        </form>
      ) : null}
    </PortalPage>
  );
}
