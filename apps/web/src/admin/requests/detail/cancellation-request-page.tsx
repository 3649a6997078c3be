import { RequestPage } from './request-page';

/** `/admin/cancellations/:id`: the request page opened from the cancellations list. */
export default function CancellationRequestPage() {
  return <RequestPage type="cancellation" />;
}
