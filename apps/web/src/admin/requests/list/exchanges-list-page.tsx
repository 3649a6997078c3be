import { RequestsListPage } from './returns-list-page';

/** `/admin/exchanges`: the returns list with type exchange. */
export default function ExchangesListPage() {
  return <RequestsListPage type="exchange" />;
}
