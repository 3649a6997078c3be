import { type RequestDetailResponse, returnLabelResponse } from '@roundtrip/core';
import { Badge, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authorization, http } from '../../lib/http';
import { showErrorToast } from '../../lib/toasts';

const STATUS_WORDS = {
  label_created: 'Label created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
} as const;

/** The PDF needs the bearer token, so it is fetched and opened as a file of this page. */
async function openPdf(url: string) {
  const res = await fetch(url, { headers: { Authorization: await authorization() } });
  if (!res.ok) throw new Error('The label could not be opened');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = 'return-label.pdf';
  link.click();
}

/** The request's return label or pickup (docs/couriers.md): courier, tracking and the PDF. */
export function LabelCard({ request }: { request: Pick<RequestDetailResponse, 'id' | 'status'> }) {
  const { data } = useQuery({
    queryKey: ['label', request.id, request.status],
    queryFn: () => http.get(`/return-exchange/v1/${request.id}/label`, { schema: returnLabelResponse }),
  });
  const [opening, setOpening] = useState(false);
  const label = data?.label;
  if (!label) return null;
  return (
    <Card>
      <BlockStack gap="200">
        <InlineStack align="space-between">
          <Text as="h2" variant="headingSm">
            Return {label.booking === 'label' ? 'label' : 'pickup'}
          </Text>
          <InlineStack gap="100">
            {label.voided_at ? <Badge tone="critical">Voided</Badge> : null}
            {label.sandbox ? <Badge tone="info">Sandbox</Badge> : null}
          </InlineStack>
        </InlineStack>
        <Text as="p">
          {label.courier_name} · {label.tracking_number}
        </Text>
        <Text as="p" tone="subdued">
          {STATUS_WORDS[label.tracking_status]}
        </Text>
        {label.file_url ? (
          <Button
            loading={opening}
            onClick={() => {
              setOpening(true);
              openPdf(label.file_url ?? '')
                .catch(showErrorToast)
                .finally(() => setOpening(false));
            }}
          >
            Download label
          </Button>
        ) : null}
      </BlockStack>
    </Card>
  );
}
