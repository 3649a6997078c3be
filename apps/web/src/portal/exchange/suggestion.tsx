import type { ExchangeVariant } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { formatMoney } from '../lib/format';

type Props = { variant: ExchangeVariant; chosen: boolean; onChoose: () => void };

/**
 * Smart exchange's suggestion, first on the new item: the variant the server picked from the reason
 * (core `suggestVariant`: the next size up for "too small"...).
 */
export function Suggestion({ variant, chosen, onChoose }: Props) {
  const { t } = useT();
  return (
    <section className="rt-card rt-stack rt-suggest" aria-labelledby="suggest-heading">
      <h2 className="rt-h2" id="suggest-heading">
        {t('exchange.suggestedHeading')}
      </h2>
      <p>{t('exchange.suggestedWhy')}</p>
      <p className="rt-strong">
        {variant.price === null
          ? variant.title
          : t('exchange.suggestedItem', {
              title: variant.title,
              price: formatMoney(variant.price, variant.currency),
            })}
      </p>
      {chosen ? (
        <p role="status">{t('exchange.suggestionChosen')}</p>
      ) : (
        <button type="button" className="rt-button" onClick={onChoose}>
          {t('exchange.chooseSuggestion', { title: variant.title })}
        </button>
      )}
    </section>
  );
}
