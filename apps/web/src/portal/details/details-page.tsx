import { Link, useParams } from 'react-router-dom';
import { ErrorNotice, Loading } from '../components/notice';
import { StatusBadge } from '../components/status-badge';
import '../i18n/en-details';
import '../i18n/en-status';
import { useT } from '../i18n/i18n';
import { cachedSession, getRequest, getStore } from '../lib/endpoints';
import { formatDate, formatMoney } from '../lib/format';
import { useResource } from '../lib/use-resource';
import { PortalPage } from '../portal-page';
import { InstructionsCard } from './instructions-card';
import { LabelCard } from './label-card';
import { PayDifferenceCard } from './pay-difference-card';
import { RefundCard } from './refund-card';
import { RequestItems } from './request-items';
import { TimelineCard } from './timeline-card';
import { TrackingCard } from './tracking-card';

/** `/details/:store/:request_id/:session_id`: summary, items, refund, progress, tracking and messages. */
export default function DetailsPage() {
  const { store: handle = '', request_id = '', session_id = '' } = useParams();
  const { t, lang } = useT();
  const request = useResource(
    (signal) => getRequest(request_id, session_id, signal),
    [request_id, session_id],
  );
  const cached = cachedSession(session_id)?.store ?? null;
  const store = useResource(cached ? null : (signal) => getStore(handle, signal), [handle], cached);
  const r = request.data;
  const money = (a: string | null) => formatMoney(a ?? 0, r?.currency ?? 'INR');
  // A gift session's amounts are null: nothing about prices is shown.
  const positive = (a: string | null) => a !== null && Number(a) > 0;
  // Once money moved, the summary shows how it was paid, not only what was asked for.
  const paid = r?.refund_paid ?? null;

  return (
    <PortalPage store={store.data} title={t('details.title')}>
      <p>
        <Link className="rt-link" to={`/orderlist/${session_id}`}>
          ← {t('common.backToOrder')}
        </Link>
      </p>
      {request.loading && !r ? <Loading /> : null}
      {request.error && !r ? <ErrorNotice error={request.error} onRetry={request.reload} /> : null}
      {r ? (
        <>
          <section className="rt-card rt-stack" aria-labelledby="request-heading">
            <div className="rt-request__top">
              <h2 className="rt-h2" id="request-heading">
                {t(`kind.${r.kind}`)} · {t('details.request', { name: r.name })}
              </h2>
              <StatusBadge status={r.shopper_status} />
            </div>
            <p className="rt-muted">
              {t('details.order', { name: r.order.name })} ·{' '}
              {t('details.created', { date: formatDate(r.created_at, lang) })}
            </p>
            <dl className="rt-summary">
              {paid ? (
                <div className="rt-summary__row">
                  <dt>{t('details.refundMode')}</dt>
                  <dd>{paid.modes.map((m) => t(`refundMode.${m}`)).join(', ')}</dd>
                </div>
              ) : r.refund_mode ? (
                <div className="rt-summary__row">
                  <dt>{t('details.refundMode')}</dt>
                  <dd>{t(`refundMode.${r.refund_mode}`)}</dd>
                </div>
              ) : null}
              {r.bank_details ? (
                <div className="rt-summary__row">
                  <dt>{t('refundMode.bank_transfer')}</dt>
                  <dd>
                    {t('details.bankAccount', {
                      name: r.bank_details.account_holder_name,
                      last4: r.bank_details.account_number_last4,
                      code: r.bank_details.bank_code,
                    })}
                  </dd>
                </div>
              ) : null}
              {positive(r.return_fee) ? (
                <div className="rt-summary__row">
                  <dt>{t('details.returnFee')}</dt>
                  <dd>−{money(r.return_fee)}</dd>
                </div>
              ) : null}
              {positive(paid ? paid.bonus : r.bonus) ? (
                <div className="rt-summary__row">
                  <dt>{t('details.bonus')}</dt>
                  <dd>+{money(paid ? paid.bonus : r.bonus)}</dd>
                </div>
              ) : null}
              {paid && paid.amount !== null ? (
                <div className="rt-summary__row rt-summary__total">
                  <dt>{t('details.refundPaid')}</dt>
                  <dd>{money(paid.amount)}</dd>
                </div>
              ) : (r.kind === 'return' && r.refund_amount !== null) || positive(r.refund_amount) ? (
                <div className="rt-summary__row rt-summary__total">
                  <dt>{t('details.refundAmount')}</dt>
                  <dd>{money(r.refund_amount)}</dd>
                </div>
              ) : null}
              {r.ship_to ? (
                <div className="rt-summary__row">
                  <dt>{t('details.shipTo')}</dt>
                  <dd>
                    {[
                      `${r.ship_to.first_name} ${r.ship_to.last_name}`.trim(),
                      r.ship_to.address_line_1,
                      r.ship_to.address_line_2,
                      r.ship_to.city,
                      r.ship_to.province,
                      r.ship_to.postal_code,
                      r.ship_to.country,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </dd>
                </div>
              ) : null}
              {positive(r.amount_due) ? (
                <div className="rt-summary__row rt-summary__total">
                  <dt>{t('details.amountDue')}</dt>
                  <dd>{money(r.amount_due)}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <InstructionsCard request={r} />
          <LabelCard requestId={request_id} sessionId={session_id} />
          <RequestItems request={r} sessionId={session_id} />
          <RefundCard request={r} />
          {r.kind === 'exchange' ? <PayDifferenceCard requestId={request_id} sessionId={session_id} /> : null}
          <TimelineCard request={r} />
          {r.tracking ? <TrackingCard tracking={r.tracking} /> : null}
          <section className="rt-card" aria-labelledby="messages-heading">
            <h2 className="rt-h2" id="messages-heading">
              {t('details.messages')}
            </h2>
            {r.messages.length === 0 ? (
              <p className="rt-muted">{t('details.noMessages')}</p>
            ) : (
              <ul className="rt-messages">
                {r.messages.map((m) => (
                  <li key={`${m.at}-${m.body.slice(0, 16)}`}>
                    <p className="rt-message__body">{m.body}</p>
                    <p className="rt-muted">
                      <time dateTime={m.at}>{formatDate(m.at, lang, true)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </PortalPage>
  );
}
