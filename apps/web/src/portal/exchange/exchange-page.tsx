import { lazy, Suspense } from 'react';
import { RequestPage } from '../request/request-page';
import { exchangeSummary } from './exchange-summary';
import { VariantPicker } from './variant-picker';

const ExtraVariants = lazy(() => import('./extra-variants'));
const UpsellCard = lazy(() => import('./upsell-card'));

/** `/:store/exchange/:order_id/:lineitem_id/:session_id` */
export default function ExchangePage() {
  return (
    <RequestPage
      kind="exchange"
      summarize={exchangeSummary}
      variantPicker={(p) => (
        <>
          <VariantPicker {...p} />
          {p.multiple ? (
            <Suspense fallback={null}>
              <ExtraVariants product={p.product} value={p.value} extras={p.extras} onExtras={p.onExtras} />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <UpsellCard />
          </Suspense>
        </>
      )}
    />
  );
}
