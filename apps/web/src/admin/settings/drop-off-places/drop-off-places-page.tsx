import { type DropOffPlace, dropOffPlace, dropOffPlaceBody, dropOffPlaceListResponse } from '@roundtrip/core';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { errorToastMessage, http, isHttpError } from '../../../lib/http';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../frame/use-document-title';
import { bodyOf, DropOffPlaceFields, emptyPlace, formOf, type PlaceForm } from './drop-off-place-form';

const BASE = '/setting/v1/drop-off-places';

/** Where shoppers who chose "I'll drop it off" take their parcel; the portal lists the active ones. */
export default function DropOffPlacesPage() {
  useDocumentTitle('Drop-off places');
  const client = useQueryClient();
  const { data, error, isLoading } = useQuery({
    queryKey: ['drop-off-places'],
    queryFn: () => http.get(BASE, { schema: dropOffPlaceListResponse }),
  });
  const [editing, setEditing] = useState<{ id?: string; form: PlaceForm } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<DropOffPlace | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['drop-off-places'] });
  const places = data?.docs ?? [];

  const save = useMutation({
    mutationFn: ({ id, form }: { id?: string; form: PlaceForm }) =>
      id
        ? http.put(`${BASE}/${id}`, bodyOf(form), { schema: dropOffPlace })
        : http.post(BASE, bodyOf(form), { schema: dropOffPlace }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`${BASE}/${id}`),
    onSuccess: refresh,
  });

  const submit = () => {
    if (!editing) return;
    const parsed = dropOffPlaceBody.safeParse(bodyOf(editing.form));
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    save.mutate(editing, {
      onSuccess: (p) => {
        setEditing(null);
        showSuccessToast(`${p.name} saved`);
      },
      onError: (err) => {
        if (isHttpError(err) && err.fields) setErrors(err.fields);
        showErrorToast(err);
      },
    });
  };
  const set = (patch: Partial<PlaceForm>) => {
    if (editing) setEditing({ ...editing, form: { ...editing.form, ...patch } });
    setErrors({});
  };

  return (
    <Page
      title="Drop-off places"
      subtitle="Shoppers who drop their parcel off see these places, in this order."
      backAction={{ content: 'Policies', url: '/admin/settings/policies' }}
      primaryAction={{ content: 'Add place', onAction: () => setEditing({ form: emptyPlace }) }}
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
                            <Button variant="plain" onClick={() => setEditing({ id: p.id, form: formOf(p) })}>
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
                          onClick={() => setDeleting(p)}
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
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? 'Edit drop-off place' : 'Add drop-off place'}
        primaryAction={{ content: 'Save place', onAction: submit, loading: save.isPending }}
        secondaryActions={[{ content: 'Cancel', onAction: () => setEditing(null) }]}
      >
        <Modal.Section>
          {editing ? <DropOffPlaceFields form={editing.form} errors={errors} set={set} /> : null}
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'place'}?`}
        message="Shoppers will no longer see this place."
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
