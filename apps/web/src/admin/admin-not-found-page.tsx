import { Card, Page, Text } from '@shopify/polaris';

export default function AdminNotFoundPage() {
  return (
    <Page title="Page not found" backAction={{ content: 'Dashboard', url: '/admin/dashboard' }}>
      <Card>
        <Text as="p">This part of the dashboard does not exist yet, or the address is wrong.</Text>
      </Card>
    </Page>
  );
}
