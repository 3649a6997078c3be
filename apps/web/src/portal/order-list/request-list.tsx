import type { SessionDataResponse } from '@roundtrip/core';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../components/status-badge';
import { useT } from '../i18n/i18n';
import { formatDate, formatMoney } from '../lib/format';

/** Requests already made for this order, newest first, each linking to its details page. */
export function RequestList({ data, sessionId }: { data: SessionDataResponse; sessionId: string }) {
  const { t, lang } = useT();
  if (data.requests.length === 0) return null;
  return (
    <section className="rt-card" aria-labelledby="requests-heading">
      <h2 id="requests-heading" className="rt-h2">
        {t('orderList.requests')}
      </h2>
      <p className="rt-muted">
        {(['return', 'exchange', 'cancellation'] as const)
          .map((kind) => ({ kind, count: data.requests.filter((r) => r.kind === kind).length }))
          .filter((c) => c.count > 0)
          .map((c) => t(`orderList.${c.kind}Count`, { count: c.count }))
          .join(' · ')}
      </p>
      <ul className="rt-requests">
        {data.requests.map((r) => (
          <li key={r.id} className="rt-request">
            <div className="rt-request__top">
              <strong>
                {t(`kind.${r.kind}`)} · {t('orderList.requestName', { name: r.name })}
              </strong>
              <StatusBadge status={r.shopper_status} />
            </div>
            <p className="rt-muted" suppressHydrationWarning>
              {t('orderList.requestedOn', { date: formatDate(r.created_at, lang) })}
            </p>
            <p>{r.items.map((i) => `${i.title} × ${i.quantity}`).join(', ')}</p>
            {r.kind === 'return' && r.refund_amount !== null ? (
              <p>{t('orderList.requestAmount', { amount: formatMoney(r.refund_amount, r.currency) })}</p>
            ) : null}
            <Link className="rt-link" to={`/details/${data.store.handle}/${r.id}/${sessionId}`}>
              {t('orderList.viewRequest', { name: r.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
