import {
  type PortalOrderItem,
  portalRequestDetails,
  REFUND_MODE_LABELS,
  type RefundMode,
  type RefundPreviewResponse,
  reasonListResponse,
  refundPreviewResponse,
  type SessionDataResponse,
  sessionDataResponse,
} from '@roundtrip/core';
import {
  Banner,
  BlockStack,
  Button,
  Card,
  Checkbox,
  FormLayout,
  InlineStack,
  Page,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatAmount } from '../../lib/format-amount';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';

type Kind = 'return' | 'exchange';
type Method = 'drop_off' | 'self_ship' | 'pickup';

/**
 * `return-exchange/v1/shopify-order`: the merchant makes a return or exchange for a shopper. The
 * order view, the preview and the submission are the portal's own (through a session the server opens),
 * so the rules and the money are exactly what the shopper would get. Exchanges here are for the same
 * variant; bank transfers (which need the shopper's account) are left to the portal.
 */
export default function NewRequestPage() {
  useDocumentTitle('Create request');
  const navigate = useNavigate();
  const [order, setOrder] = useState('');
  const [contact, setContact] = useState('');
  const [found, setFound] = useState<SessionDataResponse | null>(null);
  const [kind, setKind] = useState<Kind>('return');
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [reasonId, setReasonId] = useState('');
  const [mode, setMode] = useState<RefundMode | ''>('');
  const [method, setMethod] = useState<Method>('drop_off');
  const [preview, setPreview] = useState<RefundPreviewResponse | null>(null);
  const [key] = useState(() => `desk-${crypto.randomUUID()}`);

  const reasons = useQuery({
    queryKey: ['reasons', 'desk'],
    queryFn: () => http.get('/return-exchange-reason/v1?page=1&limit=100', { schema: reasonListResponse }),
  });
  const reasonOptions = (reasons.data?.docs ?? []).filter(
    (r) => r.active && (r.kind === 'both' || r.kind === kind),
  );

  const find = useMutation({
    mutationFn: () =>
      http.get(
        `/return-exchange/v1/shopify-order?order=${encodeURIComponent(order)}&contact=${encodeURIComponent(contact)}`,
        { schema: sessionDataResponse },
      ),
    onSuccess: (data) => {
      setFound(data);
      setPicked({});
      setPreview(null);
      setMode(data.order.refund_modes.find((m) => m !== 'bank_transfer') ?? '');
    },
    onError: showErrorToast,
  });

  const items = useMemo(
    () =>
      Object.entries(picked).map(([id, quantity]) => {
        const line = found?.order.items.find((i) => i.line_item_id === id);
        return {
          line_item_id: id,
          quantity,
          reason_id: reasonId,
          ...(kind === 'exchange' && line?.variant_id ? { exchange_variant_id: line.variant_id } : {}),
        };
      }),
    [picked, found, reasonId, kind],
  );
  const base = () => ({
    session_id: found?.session_id ?? '',
    kind,
    ...(mode && (kind === 'return' || mode !== 'bank_transfer') ? { refund_mode: mode } : {}),
    items,
  });
  const doPreview = useMutation({
    mutationFn: () =>
      http.post('/return-exchange/v1/shopify-order/preview', base(), { schema: refundPreviewResponse }),
    onSuccess: setPreview,
    onError: showErrorToast,
  });
  const create = useMutation({
    mutationFn: () => {
      const o = found?.order;
      const address = o?.shipping_address;
      return http.post(
        '/return-exchange/v1/shopify-order',
        {
          ...base(),
          idempotency_key: key,
          method,
          ...(method === 'pickup' && address ? { address } : {}),
          phone: { dial_code: '+91', number: o?.customer.phone.replace(/\D/g, '').slice(-10) ?? '' },
          email: o?.customer.email ?? '',
          items: items.map((i) => ({ ...i, media_ids: [] })),
        },
        { schema: portalRequestDetails },
      );
    },
    onSuccess: (r) => {
      showSuccessToast(`Request ${r.name} created`);
      navigate(`/admin/${kind === 'return' ? 'returns' : 'exchanges'}/${r.id}`);
    },
    onError: showErrorToast,
  });

  const toggle = (item: PortalOrderItem, on: boolean) => {
    setPreview(null);
    setPicked((p) => {
      const next = { ...p };
      if (on) next[item.line_item_id] = 1;
      else delete next[item.line_item_id];
      return next;
    });
  };
  const ready = items.length > 0 && reasonId !== '' && (kind === 'exchange' || mode !== '');

  return (
    <Page title="Create request" backAction={{ content: 'Returns', url: '/admin/returns' }}>
      <BlockStack gap="400">
        <Card>
          <FormLayout>
            <FormLayout.Group>
              <TextField
                label="Order number"
                autoComplete="off"
                value={order}
                onChange={setOrder}
                placeholder="#1001"
              />
              <TextField
                label="Customer email or phone"
                autoComplete="off"
                value={contact}
                onChange={setContact}
              />
            </FormLayout.Group>
            <Button onClick={() => find.mutate()} loading={find.isPending} disabled={!order || !contact}>
              Find order
            </Button>
          </FormLayout>
        </Card>
        {found && (
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">{`Order ${found.order.name}`}</Text>
              <FormLayout>
                <FormLayout.Group>
                  <Select
                    label="Request type"
                    options={[
                      { label: 'Return', value: 'return' },
                      { label: 'Exchange for the same item', value: 'exchange' },
                    ]}
                    value={kind}
                    onChange={(v) => {
                      setKind(v === 'exchange' ? 'exchange' : 'return');
                      setPicked({});
                      setPreview(null);
                    }}
                  />
                  <Select
                    label="Reason"
                    placeholder="Choose a reason"
                    options={reasonOptions.map((r) => ({ label: r.name, value: r.id }))}
                    value={reasonId}
                    onChange={(v) => {
                      setReasonId(v);
                      setPreview(null);
                    }}
                  />
                </FormLayout.Group>
                <FormLayout.Group>
                  <Select
                    label={kind === 'return' ? 'Refund mode' : 'Refund mode for a difference owed'}
                    options={found.order.refund_modes
                      .filter((m) => m !== 'bank_transfer')
                      .map((m) => ({ label: REFUND_MODE_LABELS[m], value: m }))}
                    value={mode}
                    onChange={(v) => {
                      setMode(v as RefundMode);
                      setPreview(null);
                    }}
                  />
                  <Select
                    label="Return method"
                    options={[
                      { label: 'Drop-off', value: 'drop_off' },
                      { label: 'Self-ship', value: 'self_ship' },
                      { label: 'Pickup from the shipping address', value: 'pickup' },
                    ]}
                    value={method}
                    onChange={(v) => setMethod(v as Method)}
                  />
                </FormLayout.Group>
              </FormLayout>
              {found.order.items.map((item) => {
                const allowed = item[kind];
                const qty = picked[item.line_item_id];
                return (
                  <InlineStack key={item.line_item_id} gap="300" blockAlign="center">
                    <Checkbox
                      label={`${item.title}${item.variant_title ? ` (${item.variant_title})` : ''}`}
                      helpText={
                        allowed.eligible ? `Up to ${allowed.max_quantity}` : allowed.reasons.join(' ')
                      }
                      disabled={!allowed.eligible}
                      checked={qty !== undefined}
                      onChange={(on) => toggle(item, on)}
                    />
                    {qty !== undefined && (
                      <TextField
                        label={`Quantity of ${item.title}`}
                        type="number"
                        autoComplete="off"
                        min={1}
                        max={allowed.max_quantity}
                        value={String(qty)}
                        onChange={(v) => {
                          setPreview(null);
                          setPicked((p) => ({
                            ...p,
                            [item.line_item_id]: Math.max(1, Math.min(allowed.max_quantity, Number(v) || 1)),
                          }));
                        }}
                      />
                    )}
                  </InlineStack>
                );
              })}
              <InlineStack gap="200">
                <Button onClick={() => doPreview.mutate()} disabled={!ready} loading={doPreview.isPending}>
                  Preview
                </Button>
                <Button
                  variant="primary"
                  onClick={() => create.mutate()}
                  disabled={!preview}
                  loading={create.isPending}
                >
                  Create request
                </Button>
              </InlineStack>
              {doPreview.isError && <Banner tone="critical">{errorToastMessage(doPreview.error)}</Banner>}
            </BlockStack>
          </Card>
        )}
        {preview && (
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                Preview
              </Text>
              <Text as="p">{`Paid: ${formatAmount(preview.totals.paid, preview.currency)}`}</Text>
              <Text as="p">{`Return fee: ${formatAmount(preview.totals.return_fee, preview.currency)}`}</Text>
              <Text as="p">{`Refund: ${formatAmount(preview.totals.refund, preview.currency)}`}</Text>
              <Text
                as="p"
                fontWeight="semibold"
              >{`Customer receives: ${formatAmount(preview.totals.total, preview.currency)}`}</Text>
              {preview.totals.payer === 'customer' && (
                <Text as="p">{`Customer pays: ${formatAmount(preview.totals.amount_due, preview.currency)}`}</Text>
              )}
            </BlockStack>
          </Card>
        )}
      </BlockStack>
    </Page>
  );
}
