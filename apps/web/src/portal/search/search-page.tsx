import { useParams } from 'react-router-dom';
import { PortalPage } from '../portal-page';

export default function SearchPage() {
  const { url } = useParams();
  return (
    <PortalPage title="Find your order">
      <p>Returns and exchanges for {url}.</p>
    </PortalPage>
  );
}
