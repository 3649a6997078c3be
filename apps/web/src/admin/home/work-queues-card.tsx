import { countNoun, type HomeResponse, WORK_QUEUE_LABELS, workQueueLink } from '@roundtrip/core';
import { BlockStack, Card, InlineStack, Link, Text } from '@shopify/polaris';

/** What needs the merchant now: each count links to the list that shows exactly those requests. */
export function WorkQueuesCard({ queues }: { queues: HomeResponse['queues'] }) {
  const idle = queues.every((q) => q.returns + q.exchanges === 0);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Needs you now
        </Text>
        {idle ? (
          <Text as="p" tone="subdued">
            Nothing waits for you. New requests show up here.
          </Text>
        ) : (
          <ul aria-label="Work queues" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {queues.map((q) => (
              <li key={q.queue} style={{ padding: '6px 0' }}>
                <InlineStack align="space-between" blockAlign="center" gap="200">
                  <Text as="span" variant="bodyMd" fontWeight="semibold">
                    {WORK_QUEUE_LABELS[q.queue]}
                  </Text>
                  <InlineStack gap="300">
                    <Link url={workQueueLink(q.queue, 'return')} removeUnderline>
                      {countNoun(q.returns, 'return')}
                    </Link>
                    <Link url={workQueueLink(q.queue, 'exchange')} removeUnderline>
                      {countNoun(q.exchanges, 'exchange')}
                    </Link>
                  </InlineStack>
                </InlineStack>
              </li>
            ))}
          </ul>
        )}
      </BlockStack>
    </Card>
  );
}
