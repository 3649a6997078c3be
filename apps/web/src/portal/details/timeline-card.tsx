import type { PortalRequestDetails } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { formatDate, formatMoney } from '../lib/format';

type Entry = PortalRequestDetails['timeline'][number];

/** One timeline line in the shopper's language, money through Intl (no amount in a gift session). */
function useLine() {
  const { t } = useT();
  return (e: Entry): string => {
    const p = e.params;
    if (e.code.startsWith('refund_')) {
      const to = p.mode ? t(`details.refundTo.${p.mode}`) : '';
      return p.amount && p.currency
        ? t(`details.line.${e.code}`, { amount: formatMoney(p.amount, p.currency), to })
        : t(`details.line.${e.code}_plain`, { to });
    }
    if (e.code === 'method_changed')
      return t('details.line.method_changed', { from: t(`method.${p.from}`), to: t(`method.${p.to}`) });
    return t(`details.line.${e.code}`);
  };
}

/** What happens next, then the progress so far. */
export function TimelineCard({ request: r }: { request: PortalRequestDetails }) {
  const { t, lang } = useT();
  const line = useLine();
  return (
    <>
      <section className="rt-card rt-next" aria-labelledby="next-heading">
        <h2 className="rt-h2" id="next-heading">
          {t('details.nextHeading')}
        </h2>
        <p>{t(`details.next.${r.next_step}`)}</p>
      </section>
      <section className="rt-card rt-stack" aria-labelledby="timeline-heading">
        <h2 className="rt-h2" id="timeline-heading">
          {t('details.timeline')}
        </h2>
        <ol className="rt-timeline">
          {r.timeline.map((e) => (
            <li key={`${e.at}-${e.code}`}>
              <p className="rt-strong">{line(e)}</p>
              {e.code === 'method_changed' && e.params.note ? (
                <p>{t('details.why', { note: e.params.note })}</p>
              ) : null}
              {e.code === 'rejected' && e.params.reason ? <p>{e.params.reason}</p> : null}
              <p className="rt-muted">
                <time dateTime={e.at}>{formatDate(e.at, lang, true)}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
