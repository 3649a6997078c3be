import { useState } from 'react';
import { TextField } from '../components/fields';
import '../i18n/en-ship';
import { useT } from '../i18n/i18n';
import type { ExchangePartProps } from '../request/request-form';
import { ADDRESS_FIELDS, isOptionalAddressField, shipToField } from '../request/request-state';

/**
 * Where the new item ships: the order's delivery address, shown, which the shopper may correct. A
 * changed address is checked here (required fields, a PIN or postal code for its country) and again
 * by the server, and goes to the exchange order.
 */
export default function ShipTo({ draft, set, error, touch }: ExchangePartProps) {
  const { t } = useT();
  // The order's address as the page opened: "use my order's address" goes back to it.
  const [original] = useState(draft.ship_to);
  const hasOriginal = ADDRESS_FIELDS.some((f) => original[f].trim() !== '');
  const a = draft.ship_to;
  const lines = [
    `${a.first_name} ${a.last_name}`.trim(),
    [a.address_line_1, a.address_line_2].filter(Boolean).join(', '),
    [a.city, a.province, a.postal_code].filter(Boolean).join(', '),
    a.country,
  ].filter(Boolean);
  return (
    <section className="rt-card rt-stack" aria-labelledby="ship-heading">
      <h2 className="rt-h2" id="ship-heading">
        {t('ship.shipHeading')}
      </h2>
      {!draft.ship_to_changed ? (
        <>
          <p className="rt-muted">{t('ship.shipHint')}</p>
          <address className="rt-address">
            {lines.map((l) => (
              <span key={l}>
                {l}
                <br />
              </span>
            ))}
          </address>
          <button
            type="button"
            className="rt-button rt-button--secondary"
            onClick={() => set({ ship_to_changed: true })}
          >
            {t('ship.changeAddress')}
          </button>
        </>
      ) : (
        <fieldset className="rt-fieldset rt-stack">
          <legend className="rt-field__label">{t('ship.shipHeading')}</legend>
          {hasOriginal ? null : <p>{t('ship.noOrderAddress')}</p>}
          <div className="rt-grid">
            {ADDRESS_FIELDS.map((f) => (
              <TextField
                key={f}
                id={shipToField(f)}
                label={t(`request.${f}`)}
                optional={isOptionalAddressField(f)}
                value={a[f]}
                inputMode={f === 'postal_code' ? 'numeric' : undefined}
                autoComplete={`shipping ${AUTOCOMPLETE[f]}`}
                onChange={(e) => set({ ship_to: { ...a, [f]: e.target.value } })}
                onBlur={touch(shipToField(f))}
                error={error(shipToField(f))}
                required={!isOptionalAddressField(f)}
              />
            ))}
          </div>
          {hasOriginal ? (
            <button
              type="button"
              className="rt-button rt-button--plain"
              onClick={() => set({ ship_to: original, ship_to_changed: false })}
            >
              {t('ship.useOrderAddress')}
            </button>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postal_code: 'postal-code',
  country: 'country-name',
};
