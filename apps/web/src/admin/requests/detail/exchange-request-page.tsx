import { RequestPage } from './request-page';

/** `/admin/exchanges/:id`: the request page opened from the exchanges list. */
export default function ExchangeRequestPage() {
  return <RequestPage type="exchange" />;
}
