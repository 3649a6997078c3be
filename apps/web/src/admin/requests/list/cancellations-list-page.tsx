import { RequestsListPage } from './returns-list-page';

/** `/admin/cancellations`: the returns list with type cancellation (docs/lifecycle.md "Cancellations"). */
export default function CancellationsListPage() {
  return <RequestsListPage type="cancellation" />;
}
