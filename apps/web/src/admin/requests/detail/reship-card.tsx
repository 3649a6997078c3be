import type { RequestDetailResponse } from '@roundtrip/core';
import {
  Badge,
  BlockStack,
  Button,
  Card,
  FormLayout,
  InlineStack,
  Modal,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { isHttpError } from '../../../lib/http';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QuantityField } from '../actions/quantity-field';
import { humanize } from '../request-format';
import { newIdempotencyKey, useRequestChanges, useReships } from '../use-requests';

const TONE = { pending: 'attention', shipped: 'success', failed: 'critical' } as const;

function ReshipModal({ request, onClose }: { request: RequestDetailResponse; onClose: () => void }) {
  const { reship } = useRequestChanges(request.id);
  const [key] = useState(newIdempotencyKey);
  const [company, setCompany] = useState(request.tracking.company ?? '');
  const [tracking, setTracking] = useState('');
  const [qty, setQty] = useState<Record<string, number>>(() =>
    Object.fromEntries(request.items.map((i) => [i.id, i.counters.missing || i.counters.requested])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = () => {
    if (!company.trim()) return setErrors({ shipping_company: 'Please choose a shipping company' });
    const items = request.items
      .map((i) => ({ item_id: i.id, quantity: qty[i.id] ?? 0 }))
      .filter((i) => i.quantity > 0);
    if (!items.length) return setErrors({ items: 'Choose at least one unit to ship again' });
    reship.mutate(
      {
        request_id: request.id,
        shipping_company: company.trim(),
        ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
        items,
        idempotency_key: key,
      },
      {
        onSuccess: () => {
          showSuccessToast('Reship created');
          onClose();
        },
        onError: (e) => {
          if (isHttpError(e) && e.fields) setErrors(e.fields);
          showErrorToast(e);
        },
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Reship items"
      primaryAction={{ content: 'Create reship', onAction: send, loading: reship.isPending }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          <TextField
            label="Shipping company"
            autoComplete="off"
            value={company}
            onChange={(v) => {
              setCompany(v);
              setErrors({});
            }}
            error={errors.shipping_company}
          />
          <TextField
            label="Tracking number"
            autoComplete="off"
            value={tracking}
            onChange={(v) => {
              setTracking(v);
              setErrors({});
            }}
            helpText="Ship the items with your courier and enter its tracking number: Roundtrip books no outgoing shipment (a demo store's sandbox books a test one when left empty)."
            error={errors.tracking_number}
          />
          {errors.items ? (
            <Text as="p" tone="critical">
              {errors.items}
            </Text>
          ) : null}
          {request.items.map((i) => (
            <QuantityField
              key={i.id}
              label={`Units of ${i.title}`}
              value={qty[i.id] ?? 0}
              max={i.counters.requested}
              onChange={(n) => setQty((s) => ({ ...s, [i.id]: n }))}
            />
          ))}
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}

/** Reship: send items to the shopper again (lost parcel, rejected return); lists the order's reships. */
export function ReshipCard({ request }: { request: RequestDetailResponse }) {
  const reships = useReships(request.order.id);
  const [open, setOpen] = useState(false);
  const eligible = reships.data?.eligible.some((e) => e.request_id === request.id) ?? false;
  const mine = reships.data?.reships.filter((r) => r.request_id === request.id) ?? [];
  if (!eligible && mine.length === 0) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Reship
          </Text>
          {eligible ? <Button onClick={() => setOpen(true)}>Reship items</Button> : null}
        </InlineStack>
        {mine.map((r) => (
          <BlockStack key={r.id} gap="100">
            <InlineStack gap="200" blockAlign="center">
              <Badge tone={TONE[r.status]}>{humanize(r.status)}</Badge>
              <Text as="span">{`${r.shipping_company}${r.tracking_number ? ` · ${r.tracking_number}` : ''}`}</Text>
            </InlineStack>
            <Text as="p" tone="subdued" variant="bodySm">
              {`${r.items.map((i) => `${i.quantity} × ${i.title}`).join(', ')} · ${formatDate(r.created_at, true)}`}
            </Text>
          </BlockStack>
        ))}
      </BlockStack>
      {open ? <ReshipModal request={request} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
