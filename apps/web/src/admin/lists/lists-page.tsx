import { type ListEntryView, listEntry, listEntryBody, listEntryListResponse } from '@roundtrip/core';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete';
import { fieldErrorsOf } from '../../lib/field-errors';
import { errorToastMessage, http, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { lockedBy, usePermission } from '../permission-texts';
import { bodyOf, type EntryForm, emptyEntry, ListEntryFields, SUBJECT_LABELS } from './list-entry-form';

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
  const client = useQueryClient();
  const { data, error, isLoading } = useQuery({
    queryKey: ['list-entries'],
    queryFn: () => http.get(BASE, { schema: listEntryListResponse }),
  });
  const [adding, setAdding] = useState<EntryForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<ListEntryView | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list-entries'] });
  const entries = data?.docs ?? [];

  const save = useMutation({
    mutationFn: (form: EntryForm) => http.post(BASE, bodyOf(form), { schema: listEntry }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`${BASE}/${id}`),
    onSuccess: refresh,
  });

  const submit = () => {
    if (!adding) return;
    const parsed = listEntryBody.safeParse(bodyOf(adding));
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    save.mutate(adding, {
      onSuccess: (e) => {
        setAdding(null);
        showSuccessToast(`${e.value} added to the ${e.list} list`);
      },
      onError: (err) => {
        if (isHttpError(err) && err.fields) setErrors(err.fields);
        showErrorToast(err);
      },
    });
  };
  const set = (patch: Partial<EntryForm>) => {
    if (adding) setAdding({ ...adding, ...patch });
    setErrors({});
  };

  return (
    <Page
      title="Block and allow lists"
      subtitle="A blocked shopper, order or product can't start a return online; an allowed one is accepted after the window or despite a final-sale rule."
      backAction={{ content: 'Rules', url: '/admin/settings/rules' }}
      primaryAction={{
        content: 'Add entry',
        onAction: () => setAdding(emptyEntry),
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
                          onClick={() => setDeleting(e)}
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
        open={adding !== null}
        onClose={() => setAdding(null)}
        title="Add list entry"
        primaryAction={{ content: 'Save entry', onAction: submit, loading: save.isPending }}
        secondaryActions={[{ content: 'Cancel', onAction: () => setAdding(null) }]}
      >
        <Modal.Section>
          {adding ? <ListEntryFields form={adding} errors={errors} set={set} /> : null}
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        open={deleting !== null}
        title={`Delete ${deleting?.value ?? 'entry'}?`}
        message="The policy applies to it again at once."
        deleting={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (err) => {
              setDeleting(null);
              showErrorToast(err);
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
