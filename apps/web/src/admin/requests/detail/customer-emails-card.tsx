import type { RequestDetailResponse, RequestNotification } from '@roundtrip/core';
import { Badge, BlockStack, Card, InlineStack, Text } from '@shopify/polaris';
import { formatDate } from '../../../lib/format-date';

const STATUS: Record<RequestNotification['status'], { label: string; tone?: 'success' | 'critical' }> = {
  queued: { label: 'Sending' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Not sent', tone: 'critical' },
  bounced: { label: 'Bounced', tone: 'critical' },
};

/** The emails the shopper was sent about this request, newest first (Resend sends the latest again). */
export function CustomerEmailsCard({ request }: { request: RequestDetailResponse }) {
  if (request.notifications.length === 0) return null;
  const emails = [...request.notifications].reverse();
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Customer emails
        </Text>
        <ul aria-label="Customer emails" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {emails.map((n) => {
            const status = STATUS[n.status];
            return (
              <li
                key={n.id}
                style={{
                  paddingBlock: 'var(--p-space-200)',
                  borderBottom: '1px solid var(--p-color-border-secondary)',
                }}
              >
                <BlockStack gap="100">
                  <InlineStack gap="200" blockAlign="center">
                    <Badge {...(status.tone ? { tone: status.tone } : {})}>{status.label}</Badge>
                    <Text as="span">{n.subject}</Text>
                  </InlineStack>
                  <Text as="p" tone="subdued" variant="bodySm">
                    {`To ${n.recipient} · ${formatDate(n.sent_at ?? n.created_at, true)}${
                      (n.status === 'failed' || n.status === 'bounced') && n.last_error
                        ? ` · ${n.last_error}`
                        : ''
                    }`}
                  </Text>
                </BlockStack>
              </li>
            );
          })}
        </ul>
      </BlockStack>
    </Card>
  );
}
