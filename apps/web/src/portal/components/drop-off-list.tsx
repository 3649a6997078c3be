import type { PortalDropOffPlace } from '@roundtrip/core';
import { localized } from '@roundtrip/core/shopper';
import { useT } from '../i18n/i18n';

/** The store's drop-off places in the shopper's language (the merchant's own words when not translated). */
export function DropOffList({ places }: { places: readonly PortalDropOffPlace[] }) {
  const { t, lang } = useT();
  if (places.length === 0) return <p className="rt-muted">{t('dropOff.none')}</p>;
  return (
    <ul className="rt-places" aria-label={t('dropOff.heading')}>
      {places.map((p) => {
        const own = p.translations[lang];
        const name = localized(p.name, { [lang]: own?.name }, lang);
        return (
          <li key={p.id} className="rt-place">
            <p className="rt-strong">{name}</p>
            <p>{localized(p.address, { [lang]: own?.address }, lang)}</p>
            {p.opening_hours ? (
              <p className="rt-muted">
                {t('dropOff.hours', {
                  hours: localized(p.opening_hours, { [lang]: own?.opening_hours }, lang),
                })}
              </p>
            ) : null}
            {/^https?:\/\//.test(p.map_url) ? (
              <a className="rt-link" href={p.map_url} target="_blank" rel="noopener noreferrer">
                {t('dropOff.map', { name })}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
