import type { RefundMode, RefundPreviewResponse } from '@roundtrip/core';
import type { TFunction } from 'i18next';
import { useT } from '../i18n/i18n';
import { formatMoney } from '../lib/format';

type SummaryLines = {
  rows: [string, string][];
  total: [string, string] | null;
  outcome: string | null;
};
/** Turns the preview into lines; the return and exchange pages each bring their own. */
export type Summarize = (
  preview: RefundPreviewResponse,
  f: { t: TFunction; money: (a: string) => string; mode: RefundMode | '' },
) => SummaryLines;

export const positive = (a: string) => Number(a) > 0;

type Props = {
  preview: RefundPreviewResponse | null;
  loading: boolean;
  mode: RefundMode | '';
  summarize: Summarize;
};

/**
 * The refund preview from core pricing on the server, in a polite live region so a changed figure
 * is read out without stealing focus.
 */
export function RefundSummary({ preview, loading, mode, summarize }: Props) {
  const { t } = useT();
  const money = (a: string) => formatMoney(a, preview?.currency ?? 'INR');
  const lines = preview ? summarize(preview, { t, money, mode }) : null;
  return (
    <section className="rt-card" aria-labelledby="summary-heading">
      <h2 className="rt-h2" id="summary-heading">
        {t('request.summaryHeading')}
      </h2>
      <div aria-live="polite" aria-busy={loading}>
        {loading && !preview ? <p className="rt-muted">{t('request.calculating')}</p> : null}
        {lines ? (
          <dl className={`rt-summary${loading ? ' rt-summary--stale' : ''}`}>
            {lines.rows.map(([label, value]) => (
              <div key={label} className="rt-summary__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {lines.total ? (
              <div className="rt-summary__row rt-summary__total">
                <dt>{lines.total[0]}</dt>
                <dd>{lines.total[1]}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {lines?.outcome ? <p className="rt-summary__total rt-outcome">{lines.outcome}</p> : null}
        {preview &&
        preview.presentment_currency !== preview.currency &&
        positive(preview.totals.presentment_refund) ? (
          <p className="rt-muted">
            {t('request.inYourCurrency', {
              amount: formatMoney(preview.totals.presentment_refund, preview.presentment_currency),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
