import { dropOffPlace, dropOffPlaceBody, dropOffPlaceListResponse } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  InlineStack,
  Layout,
  Modal,
  Page,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { DeleteIcon } from '@shopify/polaris-icons';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { errorToastMessage, http } from '../../../lib/http';
import { useListEditing } from '../../../lib/use-list-editing';
import { useDocumentTitle } from '../../frame/use-document-title';
import { bodyOf, DropOffPlaceFields, emptyPlace, formOf } from './drop-off-place-form';

const BASE = '/setting/v1/drop-off-places';

/** Where shoppers who chose "I'll drop it off" take their parcel; the portal lists the active ones. */
export default function DropOffPlacesPage() {
  useDocumentTitle('Drop-off places');
  const list = useListEditing({
    query: {
      queryKey: ['drop-off-places'],
      queryFn: () => http.get(BASE, { schema: dropOffPlaceListResponse }),
    },
    empty: emptyPlace,
    check: ({ form }) => dropOffPlaceBody.safeParse(bodyOf(form)),
    save: ({ item, form }) =>
      item
        ? http.put(`${BASE}/${item.id}`, bodyOf(form), { schema: dropOffPlace })
        : http.post(BASE, bodyOf(form), { schema: dropOffPlace }),
    saved: (p) => `${p.name} saved`,
    remove: (p) => http.delete(`${BASE}/${p.id}`),
  });
  const { error, isLoading } = list.query;
  const places = list.items;

  return (
    <Page
      title="Drop-off places"
      subtitle="Shoppers who drop their parcel off see these places, in this order."
      backAction={{ content: 'Policies', url: '/admin/settings/policies' }}
      primaryAction={{ content: 'Add place', onAction: list.add }}
    >
      <Layout>
        <Layout.Section>
          <Card padding="0">
            {error ? (
              <Banner tone="critical" title="Drop-off places could not be loaded">
                {errorToastMessage(error)}
              </Banner>
            ) : isLoading ? (
              <Box padding="400">
                <SkeletonBodyText lines={4} />
              </Box>
            ) : places.length === 0 ? (
              <Box padding="400">
                <Text as="p">
                  No drop-off places yet. Shoppers who drop off are told the store will say where.
                </Text>
              </Box>
            ) : (
              <ol aria-label="Drop-off places" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {places.map((p, index) => (
                  <li key={p.id} aria-label={p.name}>
                    <Box padding="400" borderBlockStartWidth={index ? '025' : '0'} borderColor="border">
                      <InlineStack align="space-between" blockAlign="center" gap="200">
                        <BlockStack gap="100">
                          <InlineStack gap="200" blockAlign="center">
                            <Button variant="plain" onClick={() => list.edit(p, formOf(p))}>
                              {p.name}
                            </Button>
                            <Badge tone={p.active ? 'success' : undefined}>{p.active ? 'On' : 'Off'}</Badge>
                          </InlineStack>
                          <Text as="p" tone="subdued">
                            {[p.address, p.opening_hours].filter(Boolean).join(' · ')}
                          </Text>
                        </BlockStack>
                        <Button
                          icon={DeleteIcon}
                          variant="tertiary"
                          tone="critical"
                          accessibilityLabel={`Delete ${p.name}`}
                          onClick={() => list.askDelete(p)}
                        />
                      </InlineStack>
                    </Box>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Layout.Section>
      </Layout>
      <Modal
        open={list.editing !== null}
        onClose={list.close}
        title={list.editing?.item ? 'Edit drop-off place' : 'Add drop-off place'}
        primaryAction={{ content: 'Save place', onAction: list.submit, loading: list.saving }}
        secondaryActions={[{ content: 'Cancel', onAction: list.close }]}
      >
        <Modal.Section>
          {list.editing ? (
            <DropOffPlaceFields form={list.editing.form} errors={list.errors} set={list.change} />
          ) : null}
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        {...list.confirm}
        title={`Delete ${list.deleting?.name ?? 'place'}?`}
        message="Shoppers will no longer see this place."
      />
    </Page>
  );
}
