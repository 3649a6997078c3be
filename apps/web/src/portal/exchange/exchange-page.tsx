import { lazy, Suspense } from 'react';
import { RequestPage } from '../request/request-page';
import { exchangeSummary } from './exchange-summary';
import { NewItem } from './new-item';

// Far down the page: its code and words come after the first paint.
const ShipTo = lazy(() => import('./ship-to'));

/** `/:store/exchange/:order_id/:lineitem_id/:session_id` */
export default function ExchangePage() {
  return (
    <RequestPage
      kind="exchange"
      summarize={exchangeSummary}
      exchange={{
        newItem: (p) => <NewItem {...p} />,
        shipTo: (p) => (
          <Suspense fallback={null}>
            <ShipTo {...p} />
          </Suspense>
        ),
      }}
    />
  );
}
