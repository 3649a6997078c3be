import type { ExchangeVariant, PortalOrderItem, ProductVariantsResponse } from '@roundtrip/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import '../i18n/en-exchange';
import { useT } from '../i18n/i18n';
import { formatMoney } from '../lib/format';

type Props = {
  item: PortalOrderItem;
  product: ProductVariantsResponse;
  value: string;
  onChange: (variantId: string) => void;
  error: string | null;
  /** The variant chosen when the picker appears (a suggestion taken, a choice kept). */
  initial?: string;
  /** Another product than the one bought: nothing is "yours" on it. */
  other?: boolean;
  /** Shown under the heading: the other product's name and the way back. */
  children?: ReactNode;
};

const optionOf = (v: ExchangeVariant, position: number) =>
  position === 1 ? v.option1 : position === 2 ? v.option2 : position === 3 ? v.option3 : null;

/**
 * The new variant, chosen by its options (Size, Colour) as radio buttons. A value is disabled when
 * no variant that may be picked has it together with the other choices (out of stock unless the
 * store allows it, or blocked: the server says which with `selectable`). The shopper's own values
 * are marked, never pre-selected: the variant they have is not a choice.
 */
export function VariantPicker({ item, product, value, onChange, error, initial, other, children }: Props) {
  const { t } = useT();
  const options = useMemo(
    () => [...product.options].sort((a, b) => a.position - b.position),
    [product.options],
  );
  const current = product.variants.find((v) => v.id === item.variant_id);
  const own = (o: { name: string; position: number }) =>
    other
      ? null
      : ((current ? optionOf(current, o.position) : item.options.find((x) => x.name === o.name)?.value) ??
        null);
  const [chosen, setChosen] = useState<Record<number, string>>(() => {
    const start = product.variants.find((v) => v.id === initial);
    return start
      ? Object.fromEntries(options.map((o) => [o.position, optionOf(start, o.position) ?? '']))
      : {};
  });

  const fits = (v: ExchangeVariant, picks: Record<number, string>) =>
    v.selectable &&
    options.every((o) => optionOf(v, o.position) === (picks[o.position] ?? optionOf(v, o.position)));
  const exact = product.variants.find(
    (v) => fits(v, chosen) && options.every((o) => chosen[o.position] !== undefined),
  );
  const resolvedId = exact?.id ?? '';
  useEffect(() => {
    if (resolvedId !== value) onChange(resolvedId);
  }, [resolvedId, value, onChange]);

  // A value is offered when a variant that may be picked has it with the other choices; picking a
  // value the other choices rule out jumps to the first variant that has it.
  const withValue = (position: number, v: string) => ({ ...chosen, [position]: v });
  const enabled = (position: number, v: string) =>
    product.variants.some((x) => fits(x, withValue(position, v)));
  const anywhere = (position: number, v: string) => product.variants.find((x) => fits(x, { [position]: v }));
  function pick(position: number, v: string) {
    const other = enabled(position, v) ? null : anywhere(position, v);
    if (other)
      return setChosen(
        Object.fromEntries(options.map((o) => [o.position, optionOf(other, o.position) ?? ''])),
      );
    // The options not picked yet keep the shopper's own value when that makes a variant (a new size, same colour).
    const next = withValue(position, v);
    for (const o of options) {
      const mine = own(o);
      const kept = { ...next, [o.position]: mine ?? '' };
      if (next[o.position] === undefined && mine && product.variants.some((x) => fits(x, kept)))
        next[o.position] = mine;
    }
    setChosen(next);
  }
  const anySelectable = product.variants.some((v) => v.selectable);

  return (
    <section className="rt-card rt-stack" aria-labelledby="variant-heading">
      <h2 className="rt-h2" id="variant-heading">
        {t('exchange.heading')}
      </h2>
      <p className="rt-muted">{t('exchange.current', { title: item.variant_title ?? item.title })}</p>
      {children}
      {!anySelectable ? <p role="alert">{t('exchange.noneSelectable')}</p> : null}
      <div id="variant" className="rt-stack" aria-describedby={error ? 'variant-error' : undefined}>
        {options.map((o) => {
          // When the other choices rule every value out, offer any value some pickable variant has.
          const loose = !o.values.some((v) => enabled(o.position, v));
          return (
            <fieldset key={o.name} className="rt-fieldset">
              <legend className="rt-field__label">{o.name}</legend>
              <div className="rt-swatches">
                {o.values.map((v) => {
                  const ok = loose ? Boolean(anywhere(o.position, v)) : enabled(o.position, v);
                  const mine = own(o) === v;
                  return (
                    <label
                      key={v}
                      className={`rt-swatch${mine ? ' rt-swatch--current' : ok ? '' : ' rt-swatch--disabled'}`}
                    >
                      <input
                        type="radio"
                        name={`option-${o.position}`}
                        value={v}
                        checked={chosen[o.position] === v}
                        disabled={!ok}
                        onChange={() => pick(o.position, v)}
                      />
                      <span>{ok || mine ? v : t('exchange.unavailable', { value: v })}</span>
                      {mine ? (
                        <small className="rt-swatch__note">
                          {t('exchange.yours', { option: o.name.toLowerCase() })}
                        </small>
                      ) : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      <p aria-live="polite" className="rt-strong">
        {exact
          ? exact.price === null
            ? t('exchange.selectedGift', { title: exact.title })
            : t('exchange.selected', {
                title: exact.title,
                price: formatMoney(exact.price, exact.currency),
              })
          : ''}
      </p>
      {exact && !exact.in_stock ? <p className="rt-muted">{t('exchange.backInStock')}</p> : null}
      {error ? (
        <p className="rt-field__error" id="variant-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
