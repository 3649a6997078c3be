import type { PortalOrder } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { formatDay, formatMoney } from '../lib/format';

/** The order's return terms: its market's when it ships into one, else the store's (window end, flat fee). */
export function ReturnTerms({ order, gift }: { order: PortalOrder; gift: boolean }) {
  const { t, lang } = useT();
  const terms = order.terms;
  if (!terms) return null;
  const days = terms.return_window_days;
  return (
    <section aria-labelledby="terms-heading">
      <h3 id="terms-heading" className="rt-h3">
        {t('orderList.termsHeading')}
      </h3>
      {terms.market ? (
        <p className="rt-muted">{t('orderList.termsMarket', { market: terms.market })}</p>
      ) : null}
      <p>
        {terms.return_deadline
          ? t('orderList.termsWindow', { date: formatDay(terms.return_deadline, lang), days })
          : t('orderList.termsWindowNotStarted', { days })}
      </p>
      {/* A gift's recipient sees no prices. */}
      {gift ? null : (
        <p>
          {terms.return_fee && Number(terms.return_fee) > 0
            ? t('orderList.termsFee', { fee: formatMoney(terms.return_fee, order.currency) })
            : t('orderList.termsNoFee')}
        </p>
      )}
    </section>
  );
}
