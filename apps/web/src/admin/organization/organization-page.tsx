import { type ConnectedStore, loginBody, loginResponse } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  FormLayout,
  IndexTable,
  InlineStack,
  Page,
  Pagination,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete';
import { fieldErrorsOf } from '../../lib/field-errors';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { useCan, useMe } from '../profile/use-me';
import { STORE_PAGE_LIMIT, switchToStore, useConnectedStores } from './use-connected-stores';

type LinkForm = { relation: 'child' | 'parent'; store: string; email: string; password: string };
const blank: LinkForm = { relation: 'child', store: '', email: '', password: '' };

/**
 * Organisation (docs/stores.md): the stores linked to this one. Linking proves control of the other store:
 * the admin signs in to it here (the ordinary login, throttle included) and its token goes with the link.
 */
export default function OrganizationPage() {
  useDocumentTitle('Organisation');
  const client = useQueryClient();
  const canSwitch = useCan('store.switch');
  const isAdmin = useMe().data?.user_type === 'admin';
  const [page, setPage] = useState(1);
  const stores = useConnectedStores(page);
  const [form, setForm] = useState<LinkForm>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unlinking, setUnlinking] = useState<ConnectedStore | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['organization'] });

  const link = useMutation({
    mutationFn: async (f: LinkForm) => {
      const other = await http.post('/user/login', loginBody.parse(f), {
        schema: loginResponse,
        auth: false,
      });
      return http.post(`/organization/v1/${f.relation}`, { store_token: other.token });
    },
    onSuccess: () => {
      setForm(blank);
      refresh();
      showSuccessToast('Store linked');
    },
    onError: showErrorToast,
  });
  const unlink = useMutation({
    mutationFn: (s: ConnectedStore) => http.delete(`/organization/v1/${s.id}`),
    onSuccess: () => {
      setUnlinking(null);
      refresh();
      showSuccessToast('Store unlinked');
    },
    onError: showErrorToast,
  });

  const submit = () => {
    const parsed = loginBody.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    link.mutate(form);
  };

  if (!canSwitch) {
    return (
      <Page title="Organisation">
        <Banner tone="info">You need the "store.switch" permission to see connected stores.</Banner>
      </Page>
    );
  }
  const docs = stores.data?.docs ?? [];
  const total = stores.data?.total ?? 0;
  return (
    <Page title="Organisation" subtitle="Stores linked to this one as its parent or children">
      <BlockStack gap="400">
        <Card padding="0">
          {stores.error ? (
            <Banner tone="critical">{errorToastMessage(stores.error)}</Banner>
          ) : (
            <IndexTable
              itemCount={docs.length}
              selectable={false}
              resourceName={{ singular: 'store', plural: 'stores' }}
              headings={[{ title: 'Store' }, { title: 'Relation' }, { title: 'Actions' }]}
              emptyState={<Text as="p">No store is linked yet.</Text>}
            >
              {docs.map((s, index) => (
                <IndexTable.Row id={s.id} key={s.id} position={index}>
                  <IndexTable.Cell>
                    <Text as="span" fontWeight="semibold">
                      {s.name}
                    </Text>{' '}
                    <Text as="span" tone="subdued">
                      {s.store}
                    </Text>
                  </IndexTable.Cell>
                  <IndexTable.Cell>
                    <Badge tone={s.relation === 'parent' ? 'info' : undefined}>
                      {s.relation === 'parent' ? 'Parent' : 'Child'}
                    </Badge>
                  </IndexTable.Cell>
                  <IndexTable.Cell>
                    <InlineStack gap="200">
                      {s.can_switch ? (
                        <Button
                          onClick={() => switchToStore(s.id).catch(showErrorToast)}
                        >{`Switch to ${s.name}`}</Button>
                      ) : (
                        <Text as="span" tone="subdued">
                          Not a member
                        </Text>
                      )}
                      {isAdmin && (
                        <Button tone="critical" variant="plain" onClick={() => setUnlinking(s)}>
                          {`Unlink ${s.name}`}
                        </Button>
                      )}
                    </InlineStack>
                  </IndexTable.Cell>
                </IndexTable.Row>
              ))}
            </IndexTable>
          )}
          {total > STORE_PAGE_LIMIT && (
            <InlineStack align="center">
              <Pagination
                hasPrevious={page > 1}
                onPrevious={() => setPage(page - 1)}
                hasNext={page * STORE_PAGE_LIMIT < total}
                onNext={() => setPage(page + 1)}
              />
            </InlineStack>
          )}
        </Card>
        {isAdmin && (
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                Link a store
              </Text>
              <Text as="p" tone="subdued">
                Sign in as an admin of the other store. You both become members of each other's store and can
                switch between them from the top bar; each store keeps its own requests, settings and team.
              </Text>
              <FormLayout>
                <Select
                  label="The other store is this store's"
                  options={[
                    { label: 'Child store', value: 'child' },
                    { label: 'Parent store', value: 'parent' },
                  ]}
                  value={form.relation}
                  onChange={(v) => setForm({ ...form, relation: v === 'parent' ? 'parent' : 'child' })}
                />
                <TextField
                  label="Other store URL"
                  suffix=".myshopify.com"
                  autoComplete="off"
                  value={form.store}
                  error={errors.store}
                  onChange={(store) => setForm({ ...form, store })}
                />
                <TextField
                  label="Admin email of the other store"
                  type="email"
                  autoComplete="off"
                  value={form.email}
                  error={errors.email}
                  onChange={(email) => setForm({ ...form, email })}
                />
                <TextField
                  label="Password for the other store"
                  type="password"
                  autoComplete="off"
                  value={form.password}
                  error={errors.password}
                  onChange={(password) => setForm({ ...form, password })}
                />
                <Button variant="primary" onClick={submit} loading={link.isPending}>
                  Link store
                </Button>
              </FormLayout>
            </BlockStack>
          </Card>
        )}
      </BlockStack>
      <ConfirmDelete
        open={unlinking !== null}
        title={`Unlink ${unlinking?.name ?? 'store'}?`}
        message="Neither store's members can switch to the other any more. Requests and settings stay where they are."
        deleting={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking)}
        onCancel={() => setUnlinking(null)}
      />
    </Page>
  );
}
