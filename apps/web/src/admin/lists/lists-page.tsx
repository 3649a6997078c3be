import { listEntry, listEntryBody, listEntryListResponse } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Card,
  InlineStack,
  Layout,
  Modal,
  Page,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { ConfirmDelete } from '../../components/confirm-delete';
import { errorToastMessage, http } from '../../lib/http';
import { useListEditing } from '../../lib/use-list-editing';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { lockedBy, usePermission } from '../permission-texts';
import { bodyOf, emptyEntry, ListEntryFields, SUBJECT_LABELS } from './list-entry-form';

const BASE = '/setting/v1/list-entries';
const day = (iso: string) =>
  new Date(Date.parse(iso) - 1).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Block and allow lists: shoppers, orders and products the policy treats differently. */
export default function ListsPage() {
  useDocumentTitle('Block and allow lists');
  const edit = usePermission('setting.rules.edit');
  const list = useListEditing({
    query: { queryKey: ['list-entries'], queryFn: () => http.get(BASE, { schema: listEntryListResponse }) },
    empty: emptyEntry,
    check: ({ form }) => listEntryBody.safeParse(bodyOf(form)),
    save: ({ form }) => http.post(BASE, bodyOf(form), { schema: listEntry }),
    saved: (e) => `${e.value} added to the ${e.list} list`,
    remove: (e) => http.delete(`${BASE}/${e.id}`),
  });
  const { error, isLoading } = list.query;
  const entries = list.items;

  return (
    <Page
      title="Block and allow lists"
      subtitle="A blocked shopper, order or product can't start a return online; an allowed one is accepted after the window or despite a final-sale rule."
      backAction={{ content: 'Rules', url: '/admin/settings/rules' }}
      primaryAction={{
        content: 'Add entry',
        onAction: list.add,
        ...lockedBy('Add entry', edit.hint),
      }}
    >
      <Layout>
        <Layout.Section>
          <Card padding="0">
            {error ? (
              <Banner tone="critical" title="The lists could not be loaded">
                {errorToastMessage(error)}
              </Banner>
            ) : isLoading ? (
              <Box padding="400">
                <SkeletonBodyText lines={4} />
              </Box>
            ) : entries.length === 0 ? (
              <Box padding="400">
                <Text as="p">No entries yet. Every shopper follows the policy.</Text>
              </Box>
            ) : (
              <ul aria-label="List entries" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {entries.map((e, index) => (
                  <li key={e.id} aria-label={`${e.list === 'block' ? 'Blocked' : 'Allowed'} ${e.value}`}>
                    <Box padding="400" borderBlockStartWidth={index ? '025' : '0'} borderColor="border">
                      <InlineStack align="space-between" blockAlign="center" gap="200">
                        <BlockStack gap="100">
                          <InlineStack gap="200" blockAlign="center">
                            <Badge tone={e.list === 'block' ? 'critical' : 'success'}>
                              {e.list === 'block' ? 'Blocked' : 'Allowed'}
                            </Badge>
                            <Text as="span" variant="headingSm">
                              {e.value}
                            </Text>
                            <Text as="span" tone="subdued">
                              {SUBJECT_LABELS[e.subject]}
                            </Text>
                            {!e.active && <Badge>Expired</Badge>}
                          </InlineStack>
                          <Text as="p" tone="subdued">
                            {e.reason}
                            {e.expires_at && e.active ? ` · until ${day(e.expires_at)}` : ''}
                          </Text>
                        </BlockStack>
                        <PermissionButton
                          hint={edit.hint}
                          tone="critical"
                          variant="tertiary"
                          onClick={() => list.askDelete(e)}
                          accessibilityLabel={`Delete ${e.value}`}
                        >
                          Delete
                        </PermissionButton>
                      </InlineStack>
                    </Box>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Layout.Section>
      </Layout>
      <Modal
        open={list.editing !== null}
        onClose={list.close}
        title="Add list entry"
        primaryAction={{ content: 'Save entry', onAction: list.submit, loading: list.saving }}
        secondaryActions={[{ content: 'Cancel', onAction: list.close }]}
      >
        <Modal.Section>
          {list.editing ? (
            <ListEntryFields form={list.editing.form} errors={list.errors} set={list.change} />
          ) : null}
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        {...list.confirm}
        title={`Delete ${list.deleting?.value ?? 'entry'}?`}
        message="The policy applies to it again at once."
      />
    </Page>
  );
}
