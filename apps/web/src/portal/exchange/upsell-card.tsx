import type { PortalUpsellsResponse } from '@roundtrip/core';
import { useParams } from 'react-router-dom';
import '../i18n/en-upsell';
import { useT } from '../i18n/i18n';
import { portalFetch } from '../lib/api';
import { formatMoney } from '../lib/format';
import { useResource } from '../lib/use-resource';

const enc = encodeURIComponent;

/**
 * The store's upsell suggestions (upsell booster rules matching this item), under the variant
 * picker. Its own chunk, loaded after the page; shows nothing when no rule matches or on failure.
 */
export default function UpsellCard() {
  const { lineitem_id = '', session_id = '' } = useParams();
  const { t } = useT();
  const upsells = useResource(
    (signal) =>
      portalFetch<PortalUpsellsResponse>(
        `/customer/v1/upsells?session=${enc(session_id)}&line_item_id=${enc(lineitem_id)}`,
        { signal },
      ),
    [session_id, lineitem_id],
  );
  const list = upsells.data?.upsells ?? [];
  if (list.length === 0) return null;
  return (
    <>
      {list.map((u) => (
        <section key={u.rule_id} className="rt-card rt-stack" aria-labelledby={`upsell-${u.rule_id}`}>
          <h2 className="rt-h2" id={`upsell-${u.rule_id}`}>
            {u.headline || t('upsell.heading')}
          </h2>
          {u.discount_type !== 'none' ? (
            <p className="rt-strong">
              {t('upsell.discount', {
                value:
                  u.discount_type === 'percent'
                    ? `${u.discount_value}%`
                    : formatMoney(u.discount_value, u.products[0]?.currency ?? 'INR'),
              })}
            </p>
          ) : null}
          <ul className="rt-stack">
            {u.products.map((p) => (
              <li key={p.id} className="rt-item__row">
                {p.image_url ? <img src={p.image_url} alt="" width={56} height={56} loading="lazy" /> : null}
                <span>
                  {p.title}
                  <span className="rt-choice__hint">
                    {t('upsell.from', { price: formatMoney(p.price, p.currency) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
