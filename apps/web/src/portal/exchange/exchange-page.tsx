import { RequestPage } from '../request/request-page';
import { exchangeSummary } from './exchange-summary';
import { VariantPicker } from './variant-picker';

/** `/:store/exchange/:order_id/:lineitem_id/:session_id` */
export default function ExchangePage() {
  return (
    <RequestPage
      kind="exchange"
      summarize={exchangeSummary}
      variantPicker={(p) => <VariantPicker {...p} />}
    />
  );
}
