import type { PortalUpsell } from '@roundtrip/core';
import { useEffect, useState } from 'react';
import { SelectField } from '../components/fields';
import '../i18n/en-upsell';
import { useT } from '../i18n/i18n';
import { getUpsells } from '../lib/endpoints';
import { formatMoney, hideBroken } from '../lib/format';
import { useResource } from '../lib/use-resource';
import type { ExchangePartProps } from '../request/request-form';

/** At most this many products are added to one exchange (the API's own limit). */
const MAX_ADDED = 5;

type Product = PortalUpsell['products'][number];

/**
 * The store's offers for this item (upsell booster), under the new item: each product's options at the
 * offer's price, added to the exchange with one tap. The price difference then counts them (the server
 * prices them: core `upsellUnitPrice`). Its own chunk; shows nothing when the store has no offer.
 */
export default function UpsellCard({ item, sessionId, reasonId, draft, set }: ExchangePartProps) {
  const { t } = useT();
  const upsells = useResource(
    (signal) => getUpsells(sessionId, { lineItemId: item.line_item_id, reasonId }, signal),
    [sessionId, item.line_item_id, reasonId],
  );
  const list = upsells.data?.upsells;
  // A reason that changes the offer takes back what was added from the old one.
  useEffect(() => {
    if (!list) return;
    const kept = draft.upsells.filter((u) => list.some((o) => o.rule_id === u.rule_id));
    if (kept.length !== draft.upsells.length) set({ upsells: kept });
  }, [list, draft.upsells, set]);
  if (!list || list.length === 0) return null;
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
              <Offer
                key={p.id}
                ruleId={u.rule_id}
                product={p}
                added={draft.upsells}
                full={draft.upsells.length >= MAX_ADDED}
                onAdd={(variantId, title) =>
                  set({ upsells: [...draft.upsells, { rule_id: u.rule_id, variant_id: variantId, title }] })
                }
                onRemove={(variantId) =>
                  set({ upsells: draft.upsells.filter((x) => x.variant_id !== variantId) })
                }
              />
            ))}
          </ul>
          {draft.upsells.length >= MAX_ADDED ? (
            <p className="rt-muted">{t('upsell.max', { count: MAX_ADDED })}</p>
          ) : null}
        </section>
      ))}
    </>
  );
}

type OfferProps = {
  ruleId: string;
  product: Product;
  added: readonly { variant_id: string }[];
  full: boolean;
  onAdd: (variantId: string, title: string) => void;
  onRemove: (variantId: string) => void;
};

/** One offered product: its option to add, or what was added with a way to take it out. */
function Offer({ ruleId, product, added, full, onAdd, onRemove }: OfferProps) {
  const { t } = useT();
  const open = product.variants.filter((v) => v.selectable);
  const [variantId, setVariantId] = useState(open[0]?.id ?? '');
  const money = (a: string) => formatMoney(a, product.currency);
  const mine = product.variants.filter((v) => added.some((a) => a.variant_id === v.id));
  const choice = open.find((v) => v.id === variantId);
  const label = (v: Product['variants'][number]) =>
    v.offer_price === v.price
      ? t('upsell.option', { title: v.title, price: money(v.price) })
      : t('upsell.optionOffer', { title: v.title, price: money(v.offer_price), was: money(v.price) });
  return (
    <li className="rt-stack">
      <div className="rt-item__row">
        {product.image_url ? (
          <img src={product.image_url} alt="" width={56} height={56} loading="lazy" onError={hideBroken} />
        ) : null}
        <span>
          {product.title}
          <span className="rt-choice__hint">{t('upsell.from', { price: money(product.price) })}</span>
        </span>
      </div>
      {mine.map((v) => (
        <p key={v.id} className="rt-strong" aria-live="polite">
          {t('upsell.added', { title: `${product.title} (${v.title})`, price: money(v.offer_price) })}{' '}
          <button type="button" className="rt-link" onClick={() => onRemove(v.id)}>
            {t('upsell.remove', { title: `${product.title} (${v.title})` })}
          </button>
        </p>
      ))}
      {open.length > 0 && !full ? (
        <>
          {open.length > 1 ? (
            <SelectField
              id={`upsell-${ruleId}-${product.id}`}
              label={t('upsell.variant', { title: product.title })}
              value={variantId}
              onChange={(e) => setVariantId(e.target.value)}
              options={open.map((v) => ({ value: v.id, label: label(v) }))}
            />
          ) : choice ? (
            <p>{label(choice)}</p>
          ) : null}
          <button
            type="button"
            className="rt-button rt-button--secondary"
            disabled={!choice || added.some((a) => a.variant_id === choice.id)}
            onClick={() => choice && onAdd(choice.id, `${product.title} (${choice.title})`)}
          >
            {t('upsell.add')}
          </button>
        </>
      ) : null}
    </li>
  );
}
