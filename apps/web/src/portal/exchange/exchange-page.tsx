import { useParams } from 'react-router-dom';
import { PortalPage } from '../portal-page';

export default function ExchangePage() {
  const { order_id } = useParams();
  return (
    <PortalPage title="Exchange items">
      <p>Order {order_id}</p>
    </PortalPage>
  );
}
