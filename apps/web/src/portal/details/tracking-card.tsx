import type { PortalRequestDetails } from '@roundtrip/core';
import { useT } from '../i18n/i18n';

type Tracking = NonNullable<PortalRequestDetails['tracking']>;

/** The return parcel's courier, number and where it is, in the shopper's words. */
export function TrackingCard({ tracking }: { tracking: Tracking }) {
  const { t } = useT();
  return (
    <section className="rt-card" aria-labelledby="tracking-heading">
      <h2 className="rt-h2" id="tracking-heading">
        {t('details.tracking')}
      </h2>
      <p>{t('details.trackingNumber', { company: tracking.company, number: tracking.number })}</p>
      {tracking.status ? <p className="rt-muted">{t(`details.parcelToStore.${tracking.status}`)}</p> : null}
      {tracking.url && /^https?:\/\//.test(tracking.url) ? (
        <a className="rt-link" href={tracking.url} target="_blank" rel="noopener noreferrer">
          {t('details.trackOnline')}
        </a>
      ) : null}
    </section>
  );
}
