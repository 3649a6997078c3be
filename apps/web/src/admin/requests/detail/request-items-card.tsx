import type { RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, Divider, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { Fragment } from 'react';
import { formatAmount } from '../../../lib/format-amount';
import { MediaViewer } from './media-viewer';

type Item = RequestDetailResponse['items'][number];

const COUNTERS: { key: Exclude<keyof Item['counters'], 'refunded'>; label: string }[] = [
  { key: 'requested', label: 'Requested' },
  { key: 'approved', label: 'Approved' },
  { key: 'received', label: 'Received' },
  { key: 'restocked', label: 'Restocked' },
  { key: 'not_restocked', label: 'Not restocked' },
  { key: 'missing', label: 'Missing' },
];
/** Refunded units by where their money stands: "Refunded" only for money that moved. */
const REFUND_UNITS: { key: keyof Item['refund_units']; label: string }[] = [
  { key: 'refunded', label: 'Refunded' },
  { key: 'pending', label: 'Refund pending' },
  { key: 'failed', label: 'Refund delayed' },
];

/** Quantities per stage; zero stages after the first are left out so the line stays short. */
function counterText(item: Item): string {
  const c = item.counters;
  const u = item.refund_units;
  return [
    ...COUNTERS.filter((k) => k.key === 'requested' || c[k.key] > 0).map((k) => `${k.label} ${c[k.key]}`),
    ...REFUND_UNITS.filter((k) => u[k.key] > 0).map((k) => `${k.label} ${u[k.key]}`),
  ].join(' · ');
}

/** Core pricing per item: what was paid, discount and tax in it, and what goes back (or is due). */
function priceLine(item: Item, cur: string): string {
  const p = item.price;
  const parts = [`Paid ${formatAmount(p.paid, cur)}`];
  if (Number(p.discount) > 0) parts.push(`discount ${formatAmount(p.discount, cur)}`);
  if (Number(p.tax) > 0) parts.push(`tax ${formatAmount(p.tax, cur)}`);
  if (p.exchange)
    parts.push(
      `new item ${formatAmount(p.exchange.new_cost, cur)}`,
      `difference ${formatAmount(p.exchange.difference, cur)}`,
    );
  else parts.push(`refund ${formatAmount(p.total, cur)}`);
  return parts.join(' · ');
}

export function RequestItemsCard({ request }: { request: RequestDetailResponse }) {
  const cur = request.price.currency;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Items
        </Text>
        {request.items.map((item, i) => (
          <Fragment key={item.id}>
            {i > 0 ? <Divider /> : null}
            <section aria-label={item.title}>
              <BlockStack gap="300">
                <InlineStack gap="400" wrap={false} blockAlign="start">
                  <Thumbnail source={item.image_url || ImageIcon} alt={item.title} size="medium" />
                  <BlockStack gap="100">
                    <Text as="h3" variant="headingSm">
                      {item.title}
                    </Text>
                    <Text as="p" tone="subdued">
                      {[item.variant_title, item.sku ? `SKU ${item.sku}` : null]
                        .filter(Boolean)
                        .join(' · ') || 'Default variant'}
                    </Text>
                    <Text as="p">{`${formatAmount(item.actual_amount, cur)} × ${item.counters.requested}`}</Text>
                    <Text as="p" variant="bodySm" tone="subdued">
                      {priceLine(item, cur)}
                    </Text>
                    <Text as="p" variant="bodySm">
                      {counterText(item)}
                    </Text>
                  </BlockStack>
                </InlineStack>
                <BlockStack gap="100">
                  <InlineStack gap="200" blockAlign="center">
                    <Text as="span" fontWeight="semibold">
                      Reason:
                    </Text>
                    <Text as="span">{item.reason || '—'}</Text>
                  </InlineStack>
                  {item.comment ? (
                    <Text as="p">
                      <Text as="span" fontWeight="semibold">
                        Comment:
                      </Text>{' '}
                      {item.comment}
                    </Text>
                  ) : null}
                </BlockStack>
                {item.exchange_variant ? (
                  <InlineStack gap="200" blockAlign="center">
                    <Badge tone="info">Exchange for</Badge>
                    <Text as="span">
                      {item.exchange_variant.title ?? item.exchange_variant.id}
                      {item.exchange_variant.price
                        ? ` · ${formatAmount(item.exchange_variant.price, cur)}`
                        : ''}
                    </Text>
                  </InlineStack>
                ) : null}
                {(item.upsells ?? []).map((u) => (
                  <InlineStack key={u.variant_id} gap="200" blockAlign="center">
                    <Badge tone="success">Added (upsell)</Badge>
                    <Text as="span">
                      {`${u.quantity} × ${u.title} · ${formatAmount(u.price, cur)}`}
                      {Number(u.discount) > 0 ? `, ${formatAmount(u.discount, cur)} off each` : ''}
                    </Text>
                  </InlineStack>
                ))}
                <MediaViewer media={item.media} title={item.title} />
              </BlockStack>
            </section>
          </Fragment>
        ))}
      </BlockStack>
    </Card>
  );
}
