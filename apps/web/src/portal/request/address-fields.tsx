import { DIAL_CODES } from '@roundtrip/core/geo';
import { needsAddress, type ReturnMethod } from '@roundtrip/core/shopper';
import { DropOffList } from '../components/drop-off-list';
import { RadioGroup, SelectField, TextField } from '../components/fields';
import '../i18n/en-methods';
import { useT } from '../i18n/i18n';
import { getDropOffPlaces } from '../lib/endpoints';
import { useResource } from '../lib/use-resource';
import { ADDRESS_FIELDS, type AddressField, type Draft, isOptionalAddressField } from './request-state';

const AUTOCOMPLETE: Record<AddressField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postal_code: 'postal-code',
  country: 'country-name',
};

type Props = {
  methods: readonly ReturnMethod[];
  sessionId: string;
  draft: Draft;
  error: (field: string) => string | null;
  touch: (field: string) => () => void;
  set: (patch: Partial<Draft>) => void;
};

/** The return method, the address (for a pickup only) and the phone with its dial code. */
export function AddressFields({ methods, sessionId, draft, error, touch, set }: Props) {
  const { t, lang } = useT();
  // The browser names each country in the shopper's language, so the page ships only the codes.
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const setAddress = (f: AddressField, value: string) => set({ address: { ...draft.address, [f]: value } });
  const dropOff = methods.includes('drop_off');
  const places = useResource(dropOff ? (signal) => getDropOffPlaces(sessionId, signal) : null, [
    sessionId,
    dropOff,
  ]);
  return (
    <section className="rt-card rt-stack">
      {methods.length > 1 ? (
        <RadioGroup
          name="method"
          legend={t('request.methodHeading')}
          legendClassName="rt-h2"
          value={draft.method}
          onChange={(v) => set({ method: v as Draft['method'] })}
          options={methods.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        />
      ) : (
        <>
          <h2 className="rt-h2">{t('request.methodHeading')}</h2>
          <p>{t(`method.${draft.method}`)}</p>
        </>
      )}
      <p className="rt-muted">{t(`methodHint.${draft.method}`)}</p>
      {draft.method === 'drop_off' && places.data ? <DropOffList places={places.data.places} /> : null}
      {needsAddress(draft.method) ? (
        <fieldset className="rt-fieldset rt-stack">
          <legend className="rt-field__label">{t('request.pickupAddressHeading')}</legend>
          <div className="rt-grid">
            {ADDRESS_FIELDS.map((f) => (
              <TextField
                key={f}
                id={f}
                label={t(`request.${f}`)}
                optional={isOptionalAddressField(f)}
                value={draft.address[f]}
                autoComplete={AUTOCOMPLETE[f]}
                inputMode={f === 'postal_code' ? 'numeric' : undefined}
                onChange={(e) => setAddress(f, e.target.value)}
                onBlur={touch(f)}
                error={error(f)}
                required={!isOptionalAddressField(f)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="rt-fieldset rt-stack">
        <legend className="rt-field__label">{t('request.contactHeading')}</legend>
        <div className="rt-phone">
          <SelectField
            id="phone_country"
            label={t('request.dialCode')}
            value={draft.phone_country}
            onChange={(e) => set({ phone_country: e.target.value })}
            options={DIAL_CODES.map(([iso, dial]) => ({
              value: iso,
              label: `${names.of(iso) ?? iso} (${dial})`,
            }))}
          />
          <TextField
            id="phone"
            label={t('request.phone')}
            type="tel"
            value={draft.phone}
            autoComplete="tel-national"
            inputMode="tel"
            onChange={(e) => set({ phone: e.target.value })}
            onBlur={touch('phone')}
            error={error('phone')}
            required
          />
        </div>
        <TextField
          id="email"
          label={t('request.email')}
          type="email"
          optional
          value={draft.email}
          autoComplete="email"
          onChange={(e) => set({ email: e.target.value })}
          onBlur={touch('email')}
          error={error('email')}
        />
      </fieldset>
    </section>
  );
}
