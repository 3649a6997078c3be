import {
  DEDUCTION_TYPES,
  refundTypeListResponse,
  type TaxRateView,
  taxListResponse,
  taxRate,
  taxRateBody,
} from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  Checkbox,
  FormLayout,
  InlineStack,
  Layout,
  Modal,
  Page,
  Select,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete';
import { fieldAlert } from '../../components/field-alert';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast } from '../../lib/toasts';
import { useListEditing } from '../../lib/use-list-editing';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { lockedBy, usePermission } from '../permission-texts';

type TaxForm = {
  name: string;
  value: string;
  deduction_type: TaxRateView['deduction_type'];
  active: boolean;
};
const emptyTax: TaxForm = { name: '', value: '', deduction_type: 'percent', active: true };
const NUMBER = /^\d+(\.\d+)?$/;

/** The form as the contract wants it: the value typed is a number only when it reads as one. */
function taxBodyOf(form: TaxForm) {
  const value = form.value.trim();
  return { ...form, value: NUMBER.test(value) ? Number(value) : value === '' ? undefined : value };
}

/** Tax rates (percent or fixed, active, deleted) and the refund types shoppers are offered. */
export default function TaxPage() {
  useDocumentTitle('Tax and refunds');
  const edit = usePermission('setting.tax.edit');
  const [showDeleted, setShowDeleted] = useState(false);
  const list = useListEditing({
    query: {
      queryKey: ['tax', showDeleted],
      queryFn: () => http.get(`/tax/v1/list?include_deleted=${showDeleted}`, { schema: taxListResponse }),
    },
    empty: emptyTax,
    check: ({ form }) => taxRateBody.safeParse(taxBodyOf(form)),
    save: ({ item }, body) =>
      item
        ? http.put(`/tax/v1/${item.id}`, body, { schema: taxRate })
        : http.post('/tax/v1/', body, { schema: taxRate }),
    saved: (t) => `${t.name} saved`,
    // A deleted rate is kept, marked deleted, for the requests it priced.
    remove: (t) => http.put(`/tax/v1/${t.id}`, { deleted: true }, { schema: taxRate }),
  });
  const { editing, errors, change: setForm } = list;
  const taxes = list.query;

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: unknown }) =>
      http.put(`/tax/v1/${id}`, body, { schema: taxRate }),
    onSuccess: list.refresh,
  });

  const err = (key: string) => fieldAlert(errors[key]);
  const rates = list.items;

  return (
    <Page
      title="Tax and refunds"
      backAction={{ content: 'Policies', url: '/admin/settings/policies' }}
      primaryAction={{
        content: 'Add tax rate',
        onAction: list.add,
        ...lockedBy('Add tax rate', edit.hint),
      }}
    >
      <Layout>
        <Layout.AnnotatedSection
          title="Tax rates"
          description="Applied to return fees. Percent rates take a share of the fee; fixed rates add an amount."
        >
          <Card padding="0">
            <Box padding="400">
              <Checkbox label="Show deleted rates" checked={showDeleted} onChange={setShowDeleted} />
            </Box>
            {taxes.error ? (
              <Banner tone="critical" title="Tax rates could not be loaded">
                {errorToastMessage(taxes.error)}
              </Banner>
            ) : taxes.isLoading ? (
              <Box padding="400">
                <SkeletonBodyText lines={3} />
              </Box>
            ) : rates.length === 0 ? (
              <Box padding="400">
                <Text as="p">No tax rates.</Text>
              </Box>
            ) : (
              <ul aria-label="Tax rates" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {rates.map((t) => (
                  <li key={t.id} aria-label={t.name}>
                    <Box padding="400" borderBlockStartWidth="025" borderColor="border">
                      <InlineStack align="space-between" blockAlign="center" gap="200">
                        <InlineStack gap="200" blockAlign="center">
                          <Text as="span" variant="headingSm">
                            {t.name}
                          </Text>
                          <Text as="span">
                            {t.deduction_type === 'percent' ? `${t.value}%` : `${t.value} fixed`}
                          </Text>
                          {t.deleted ? (
                            <Badge tone="critical">Deleted</Badge>
                          ) : (
                            <Badge tone={t.active ? 'success' : undefined}>
                              {t.active ? 'Active' : 'Inactive'}
                            </Badge>
                          )}
                        </InlineStack>
                        {!t.deleted && (
                          <InlineStack gap="100">
                            <PermissionButton
                              hint={edit.hint}
                              onClick={() =>
                                list.edit(t, {
                                  name: t.name,
                                  value: String(t.value),
                                  deduction_type: t.deduction_type,
                                  active: t.active,
                                })
                              }
                              accessibilityLabel={`Edit ${t.name}`}
                            >
                              Edit
                            </PermissionButton>
                            <PermissionButton
                              hint={edit.hint}
                              onClick={() =>
                                update.mutate(
                                  { id: t.id, body: { active: !t.active } },
                                  { onError: showErrorToast },
                                )
                              }
                              accessibilityLabel={`${t.active ? 'Deactivate' : 'Activate'} ${t.name}`}
                            >
                              {t.active ? 'Deactivate' : 'Activate'}
                            </PermissionButton>
                            <PermissionButton
                              hint={edit.hint}
                              tone="critical"
                              variant="tertiary"
                              onClick={() => list.askDelete(t)}
                              accessibilityLabel={`Delete ${t.name}`}
                            >
                              Delete
                            </PermissionButton>
                          </InlineStack>
                        )}
                      </InlineStack>
                    </Box>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Layout.AnnotatedSection>
        <Layout.AnnotatedSection
          title="Refund types"
          description="The refund modes of your store. Choose which are offered, and their order, in the Refund modes policy."
        >
          <RefundTypesCard />
        </Layout.AnnotatedSection>
      </Layout>
      <Modal
        open={editing !== null}
        onClose={list.close}
        title={editing?.item ? 'Edit tax rate' : 'Add tax rate'}
        primaryAction={{
          content: 'Save tax rate',
          onAction: list.submit,
          loading: list.saving,
          ...lockedBy('Save tax rate', edit.hint),
        }}
        secondaryActions={[{ content: 'Cancel', onAction: list.close }]}
      >
        <Modal.Section>
          {editing && (
            <FormLayout>
              <TextField
                label="Tax name"
                autoComplete="off"
                value={editing.form.name}
                onChange={(name) => setForm({ name })}
                error={err('name')}
              />
              <Select
                label="Type"
                options={DEDUCTION_TYPES.map((d) => ({
                  label: d === 'percent' ? 'Percentage' : 'Fixed amount',
                  value: d,
                }))}
                value={editing.form.deduction_type}
                onChange={(d) => setForm({ deduction_type: d as TaxForm['deduction_type'] })}
              />
              <TextField
                label="Value"
                type="number"
                autoComplete="off"
                suffix={editing.form.deduction_type === 'percent' ? '%' : undefined}
                value={editing.form.value}
                onChange={(value) => setForm({ value })}
                error={err('value')}
              />
              <Checkbox
                label="Active"
                checked={editing.form.active}
                onChange={(active) => setForm({ active })}
              />
            </FormLayout>
          )}
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        {...list.confirm}
        title={`Delete ${list.deleting?.name ?? 'tax rate'}?`}
        message="The rate stops applying at once; it is kept, marked deleted, for past requests."
      />
    </Page>
  );
}

function RefundTypesCard() {
  const types = useQuery({
    queryKey: ['refund-types'],
    queryFn: () => http.get('/refund-diy/v1/refund-types', { schema: refundTypeListResponse }),
  });
  return (
    <Card>
      {types.error ? (
        <Banner tone="critical">{errorToastMessage(types.error)}</Banner>
      ) : !types.data ? (
        <SkeletonBodyText lines={4} />
      ) : (
        <BlockStack gap="300">
          <ul aria-label="Refund types" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {types.data.docs.map((t) => (
              <li key={t.id} style={{ marginBottom: 'var(--p-space-300)' }}>
                <BlockStack gap="100">
                  <InlineStack gap="200" blockAlign="center">
                    <Text as="span" variant="headingSm">
                      {t.label}
                    </Text>
                    <Badge tone={t.enabled ? 'success' : undefined}>
                      {t.enabled ? `Offered, position ${(t.position ?? 0) + 1}` : 'Not offered'}
                    </Badge>
                    {!t.available_for_cod && <Badge>Not for cash on delivery</Badge>}
                  </InlineStack>
                  <Text as="p" tone="subdued">
                    {t.description}
                  </Text>
                </BlockStack>
              </li>
            ))}
          </ul>
          <InlineStack>
            <Button url="/admin/settings/policies#block-refund_modes">Change refund modes</Button>
          </InlineStack>
        </BlockStack>
      )}
    </Card>
  );
}
