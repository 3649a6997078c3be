import { Card, Page, Text } from '@shopify/polaris';
import { useDocumentTitle } from './frame/use-document-title';

export default function AdminNotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Page title="Page not found" backAction={{ content: 'Dashboard', url: '/admin/dashboard' }}>
      <Card>
        <Text as="p">This part of the dashboard does not exist yet, or the address is wrong.</Text>
      </Card>
    </Page>
  );
}
