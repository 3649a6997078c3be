import { wmsConnectionList, wmsConnectionView, wmsSyncResponse } from '@roundtrip/core';
import { Banner, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { IntegrationCards, type SaveIntegration } from '../payments/integration-cards';
import { lockedBy, usePermission } from '../permission-texts';

const BASE = '/wms/v1/connections';

/** Warehouse systems: approved returns are announced to them, and their receipts mark items received. */
export default function WarehousesPage() {
  useDocumentTitle('Warehouses');
  const client = useQueryClient();
  const edit = usePermission('setting.warehouse.edit');
  const { data, error, isLoading } = useQuery({
    queryKey: ['wms-connections'],
    queryFn: () => http.get(BASE, { schema: wmsConnectionList }),
  });
  const sync = useMutation({
    mutationFn: () => http.post('/wms/v1/sync', {}, { schema: wmsSyncResponse }),
    onSuccess: (r) => showSuccessToast(`Asked about ${r.checked} returns; ${r.received.length} received`),
    onError: showErrorToast,
  });
  const save: SaveIntegration = async (name, body) => {
    try {
      await http.put(`${BASE}/${name}`, body, { schema: wmsConnectionView });
      showSuccessToast(`${name} saved`);
      await client.invalidateQueries({ queryKey: ['wms-connections'] });
    } catch (err) {
      showErrorToast(err);
      throw err;
    }
  };
  return (
    <Page
      title="Warehouses"
      subtitle="Approved returns are created in every active warehouse system."
      primaryAction={{
        content: 'Check warehouses now',
        onAction: () => sync.mutate(),
        loading: sync.isPending,
        ...lockedBy('Check warehouses now', edit.hint),
      }}
    >
      <Layout>
        <Layout.Section>
          <Text as="p" tone="subdued">
            A warehouse's receipt marks the items received with their condition; each call is in the request's
            WMS log.
          </Text>
        </Layout.Section>
        <Layout.Section>
          {error ? (
            <Banner tone="critical" title="Warehouse systems could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : isLoading || !data ? (
            <SkeletonBodyText lines={6} />
          ) : (
            <IntegrationCards
              items={data.docs.map((w) => ({ ...w, name: w.system }))}
              save={save}
              hint={edit.hint}
            />
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
}
