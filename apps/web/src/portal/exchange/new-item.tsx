import { lazy, Suspense, useState } from 'react';
import { ErrorNotice, Loading } from '../components/notice';
import '../i18n/en-exchange';
import { useT } from '../i18n/i18n';
import { getVariants } from '../lib/endpoints';
import { useResource } from '../lib/use-resource';
import type { ExchangePartProps } from '../request/request-form';
import { Suggestion } from './suggestion';
import { VariantPicker } from './variant-picker';

// Each loads only when the store offers it: more new items, other products, upsell offers.
const ExtraVariants = lazy(() => import('./extra-variants'));
const OtherProducts = lazy(() => import('./other-products'));
const UpsellCard = lazy(() => import('./upsell-card'));

/**
 * The new item of an exchange, asked after the reason: smart exchange's suggestion first (the server
 * marks it from the reason), then the options of the product, the store's other products when it
 * exchanges with them, and the store's offers to add. Every price and rule comes from the server.
 */
export function NewItem(p: ExchangePartProps) {
  const { item, store, sessionId, reasonId, draft, set, error } = p;
  const { t } = useT();
  const productId = draft.exchange_product_id || item.product_id;
  const variants = useResource(
    productId
      ? (signal) => getVariants(productId, sessionId, { lineItemId: item.line_item_id, reasonId }, signal)
      : null,
    [productId, sessionId, item.line_item_id, reasonId],
  );
  // A taken suggestion starts the picker again on it.
  const [pickerKey, setPickerKey] = useState(0);
  const product = variants.data;
  const other = draft.exchange_product_id !== '';
  const suggested = other ? undefined : product?.variants.find((v) => v.suggested && v.selectable);
  const choose = (variantId: string) => {
    if (variantId !== draft.exchange_variant_id) set({ exchange_variant_id: variantId });
  };
  const switchTo = (id: string) => {
    set({
      exchange_product_id: id === item.product_id ? '' : id,
      exchange_variant_id: '',
      extra_variant_ids: [],
    });
  };

  return (
    <>
      {suggested ? (
        <Suggestion
          variant={suggested}
          chosen={draft.exchange_variant_id === suggested.id}
          onChoose={() => {
            set({ exchange_variant_id: suggested.id });
            setPickerKey((k) => k + 1);
          }}
        />
      ) : null}
      {product ? (
        <VariantPicker
          key={`${product.product_id}:${pickerKey}`}
          item={item}
          product={product}
          value={draft.exchange_variant_id}
          initial={draft.exchange_variant_id}
          onChange={choose}
          error={error('variant')}
          other={other}
        >
          {other ? (
            // The catalogue's words are loaded: another product is only chosen from it.
            <p>
              {t('catalogue.otherProduct', { title: product.title })}{' '}
              <button type="button" className="rt-link" onClick={() => switchTo(item.product_id ?? '')}>
                {t('catalogue.backToOwn', { title: item.title })}
              </button>
            </p>
          ) : null}
        </VariantPicker>
      ) : variants.error ? (
        <ErrorNotice error={variants.error} onRetry={variants.reload} />
      ) : (
        <Loading />
      )}
      {product && store.multiple_exchange_products ? (
        <Suspense fallback={null}>
          <ExtraVariants
            product={product}
            value={draft.exchange_variant_id}
            extras={draft.extra_variant_ids}
            onExtras={(ids) => set({ extra_variant_ids: ids })}
          />
        </Suspense>
      ) : null}
      {store.exchange_with_other_products ? (
        <Suspense fallback={<Loading />}>
          <OtherProducts
            sessionId={sessionId}
            lineItemId={item.line_item_id}
            reasonId={reasonId}
            onPick={switchTo}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <UpsellCard {...p} />
      </Suspense>
    </>
  );
}
