import { PortalPage } from '../portal-page';

export default function OrderListPage() {
  return <PortalPage title="Your orders" />;
}
