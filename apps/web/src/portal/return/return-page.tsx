import { RequestPage } from '../request/request-page';
import { returnSummary } from './return-summary';

/** `/:store/return/:order_id/:lineitem_id/:session_id` */
export default function ReturnPage() {
  return <RequestPage kind="return" summarize={returnSummary} />;
}
