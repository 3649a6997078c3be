import { useParams } from 'react-router-dom';
import { PortalPage } from '../portal-page';

export default function DetailsPage() {
  const { request_id } = useParams();
  return (
    <PortalPage title="Request details">
      <p>Request {request_id}</p>
    </PortalPage>
  );
}
