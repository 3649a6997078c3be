import type { PortalRequestDetails } from '@roundtrip/core';
import { DropOffList } from '../components/drop-off-list';
import '../i18n/en-methods';
import { useT } from '../i18n/i18n';
import { formatWindow } from '../lib/format';

const WAITING = new Set(['approved', 'in_transit']);

/** How to send the parcel back: the method as approved, what changed and why, and its instructions. */
export function InstructionsCard({ request: r }: { request: PortalRequestDetails }) {
  const { t, lang } = useT();
  const ins = r.instructions;
  const change = r.method_change;
  const a = ins.return_address;
  return (
    <section className="rt-card rt-stack" aria-labelledby="instructions-heading">
      <h2 className="rt-h2" id="instructions-heading">
        {t('details.instructions.heading')}
      </h2>
      {change ? (
        <div className="rt-notice" role="note">
          <p>
            {t('details.instructions.changed', {
              from: t(`method.${change.from}`),
              to: t(`method.${change.to}`),
            })}
          </p>
          {change.note ? <p>{t('details.why', { note: change.note })}</p> : null}
        </div>
      ) : null}
      {r.status === 'requested' ? (
        <p>{t('details.instructions.chosen', { method: t(`method.${r.method}`) })}</p>
      ) : (
        <p className="rt-strong">{t(`method.${ins.method}`)}</p>
      )}
      {WAITING.has(r.status) && ins.method === 'self_ship' ? (
        <>
          <h3 className="rt-h3">{t('details.instructions.returnAddress')}</h3>
          {a ? (
            <address className="rt-address">
              {[
                a.name,
                a.address_line_1,
                a.address_line_2,
                `${a.city} ${a.postal_code}`,
                a.province,
                a.country,
              ]
                .filter((l) => l.trim() !== '')
                .map((l) => (
                  <span key={l}>{l}</span>
                ))}
            </address>
          ) : (
            <p>{t('details.instructions.noAddress')}</p>
          )}
          <p>{t('details.instructions.pack', { name: r.name })}</p>
          {ins.label_url && /^https?:\/\//.test(ins.label_url) ? (
            <a className="rt-link" href={ins.label_url} target="_blank" rel="noopener noreferrer">
              {t('details.instructions.label')}
            </a>
          ) : null}
        </>
      ) : null}
      {WAITING.has(r.status) && ins.method === 'pickup' ? (
        <p>
          {ins.courier === 'sandbox'
            ? t('details.instructions.sandbox')
            : ins.courier
              ? t('details.instructions.courier', { courier: ins.courier })
              : t('details.instructions.courierSoon')}
        </p>
      ) : null}
      {WAITING.has(r.status) && ins.method === 'pickup' && ins.pickup_window ? (
        <p>{t('details.instructions.pickupWindow', formatWindow(ins.pickup_window, lang))}</p>
      ) : null}
      {ins.method === 'pickup' && r.address ? (
        <p className="rt-muted">
          {t('details.instructions.pickupFrom')}:{' '}
          {[r.address.address_line_1, r.address.city, r.address.postal_code].filter(Boolean).join(', ')}
        </p>
      ) : null}
      {WAITING.has(r.status) && ins.method === 'drop_off' ? (
        <DropOffList places={ins.drop_off_places} />
      ) : null}
    </section>
  );
}
