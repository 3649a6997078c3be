import {
  type CourierPartner,
  courierInfoResponse,
  courierPartner,
  courierPartnerListResponse,
} from '@roundtrip/core';
import {
  Badge,
  BlockStack,
  Card,
  Checkbox,
  InlineStack,
  Layout,
  Modal,
  Page,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { lockedBy, usePermission } from '../permission-texts';
import { RateRuleCard } from './rate-rule-card';

type Editing = { partner: CourierPartner; values: Record<string, string>; enabled: boolean };

function statusBadge(p: CourierPartner) {
  if (!p.supported) return <Badge>Not yet supported</Badge>;
  if (p.courier === 'sandbox')
    return p.bookable ? <Badge tone="info">Built in: test labels</Badge> : <Badge>Demo stores only</Badge>;
  if (!p.connected)
    return p.updated_at ? (
      <Badge tone="attention">Not verified: save again</Badge>
    ) : (
      <Badge>Not connected</Badge>
    );
  return p.enabled ? <Badge tone="success">Connected</Badge> : <Badge tone="attention">Turned off</Badge>;
}

/**
 * The couriers page: connect Shippo, ShipStation, Shiprocket or Delhivery (the others are listed as
 * coming), and the rule that picks a courier from their quotes on approval.
 */
export default function CouriersPage() {
  useDocumentTitle('Couriers');
  const client = useQueryClient();
  const partners = useQuery({
    queryKey: ['courier-partners'],
    queryFn: () => http.get('/courier-partner/v1/list', { schema: courierPartnerListResponse }),
  });
  const info = useQuery({
    queryKey: ['courier-info'],
    queryFn: () => http.get('/courier-field/v1/courier-info', { schema: courierInfoResponse }),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const edit = usePermission('setting.logistics.edit');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (e: Editing) =>
      http.put(
        '/settings/courier-partners',
        { courier: e.partner.courier, enabled: e.enabled, credentials: e.values },
        { schema: courierPartner },
      ),
    onSuccess: (p) => {
      setEditing(null);
      showSuccessToast(`${p.name} saved`);
      void client.invalidateQueries({ queryKey: ['courier-partners'] });
    },
    onError: (err) => {
      if (isHttpError(err) && err.fields) setErrors(err.fields);
      showErrorToast(err);
    },
  });
  const fieldsOf = (courier: string) => info.data?.docs.find((d) => d.courier === courier)?.fields ?? [];

  return (
    <Page
      title="Couriers"
      subtitle="Return labels and pickups are booked with the courier chosen on approval. Credentials are checked with the courier before they are saved."
    >
      <Layout>
        <Layout.Section>
          <Card>
            {partners.isLoading ? (
              <SkeletonBodyText lines={6} />
            ) : (
              <BlockStack gap="300">
                {(partners.data?.docs ?? []).map((p) => (
                  <InlineStack key={p.courier} align="space-between" blockAlign="center">
                    <InlineStack gap="200" blockAlign="center">
                      <Text as="span" variant="bodyMd" fontWeight="semibold">
                        {p.name}
                      </Text>
                      {statusBadge(p)}
                    </InlineStack>
                    {p.supported && p.courier !== 'sandbox' ? (
                      <PermissionButton
                        hint={edit.hint}
                        accessibilityLabel={`Connect ${p.name}`}
                        onClick={() => {
                          setErrors({});
                          setEditing({
                            partner: p,
                            values: { ...p.credentials },
                            enabled: p.connected ? p.enabled : true,
                          });
                        }}
                      >
                        {p.connected ? 'Edit' : 'Connect'}
                      </PermissionButton>
                    ) : null}
                  </InlineStack>
                ))}
              </BlockStack>
            )}
          </Card>
        </Layout.Section>
        <Layout.Section>
          <RateRuleCard partners={partners.data?.docs} />
        </Layout.Section>
      </Layout>
      {editing ? (
        <Modal
          open
          title={`Connect ${editing.partner.name}`}
          onClose={() => setEditing(null)}
          primaryAction={{
            content: 'Check and save',
            loading: save.isPending,
            onAction: () => save.mutate(editing),
            ...lockedBy('Check and save', edit.hint),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setEditing(null) }]}
        >
          <Modal.Section>
            <BlockStack gap="300">
              {fieldsOf(editing.partner.courier).map((f) => (
                <TextField
                  key={f.name}
                  label={f.label}
                  type={f.secret ? 'password' : 'text'}
                  autoComplete="off"
                  value={editing.values[f.name] ?? ''}
                  placeholder={
                    f.secret && editing.partner.secrets_set.includes(f.name)
                      ? 'Saved: leave blank to keep'
                      : ''
                  }
                  onChange={(v) => setEditing({ ...editing, values: { ...editing.values, [f.name]: v } })}
                  error={errors[`credentials.${f.name}`]}
                />
              ))}
              <Checkbox
                label="Use this courier for new approvals"
                checked={editing.enabled}
                onChange={(enabled) => setEditing({ ...editing, enabled })}
              />
            </BlockStack>
          </Modal.Section>
        </Modal>
      ) : null}
    </Page>
  );
}
