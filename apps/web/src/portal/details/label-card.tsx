import type { ReturnLabelResponse } from '@roundtrip/core';
import { useT } from '../i18n/i18n';
import { portalFetch } from '../lib/api';
import { apiAddress } from '../lib/storefront';
import { useResource } from '../lib/use-resource';
import './label-words';

const enc = encodeURIComponent;

/** The return label (or pickup) the courier booked on approval, with the PDF to print (docs/couriers.md). */
export function LabelCard({ requestId, sessionId }: { requestId: string; sessionId: string }) {
  const { t } = useT();
  const res = useResource(
    (signal) =>
      portalFetch<ReturnLabelResponse>(
        `/customer/v1/requests/${enc(requestId)}/label?session=${enc(sessionId)}`,
        {
          signal,
        },
      ),
    [requestId, sessionId],
  );
  const label = res.data?.label;
  if (!label) return null;
  return (
    <section className="rt-card rt-stack" aria-labelledby="label-heading">
      <h2 className="rt-h2" id="label-heading">
        {t(label.booking === 'label' ? 'label.title' : 'label.pickupTitle')}
      </h2>
      <p>{t('label.courier', { courier: label.courier_name, number: label.tracking_number })}</p>
      {label.sandbox ? <p className="rt-muted">{t('label.sandbox')}</p> : null}
      {label.file_url ? (
        <>
          <a className="rt-link" href={apiAddress(label.file_url)} target="_blank" rel="noopener noreferrer">
            {t('label.open')}
          </a>
          <p className="rt-muted">{t('label.print')}</p>
        </>
      ) : null}
    </section>
  );
}
