import { useParams } from 'react-router-dom';
import { PortalPage } from '../portal-page';

export default function ReturnPage() {
  const { order_id } = useParams();
  return (
    <PortalPage title="Return items">
      <p>Order {order_id}</p>
    </PortalPage>
  );
}
