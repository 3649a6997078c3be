import type { ProductVariantsResponse } from '@roundtrip/core';
import '../i18n/en-extra';
import { useT } from '../i18n/i18n';

type Props = {
  product: ProductVariantsResponse;
  /** The variant chosen in the picker: the one "add another" adds. */
  value: string;
  extras: readonly string[];
  onExtras: (ids: string[]) => void;
};

/**
 * Multiple exchange products (store setting): more new items, one unit each, beside the chosen
 * variant. A separate chunk, loaded only when the store allows it, to keep the exchange page small.
 */
export default function ExtraVariants({ product, value, extras, onExtras }: Props) {
  const { t } = useT();
  const title = (id: string) => product.variants.find((v) => v.id === id)?.title ?? id;
  return (
    <div className="rt-stack">
      {extras.length > 0 ? (
        <ul aria-live="polite">
          {extras.map((id, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same variant may be added twice
            <li key={`${id}-${i}`}>
              {t('exchangeExtra.extraItem', { title: title(id) })}{' '}
              <button
                type="button"
                className="rt-link"
                onClick={() => onExtras(extras.filter((_, j) => j !== i))}
              >
                {t('exchangeExtra.removeExtra', { title: title(id) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value ? (
        <button
          type="button"
          className="rt-button rt-button--secondary"
          onClick={() => onExtras([...extras, value])}
        >
          {t('exchangeExtra.addAnother', { title: title(value) })}
        </button>
      ) : null}
    </div>
  );
}
