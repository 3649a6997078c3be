import type { HomeResponse } from '@roundtrip/core';
import { BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { dispatch } from '../../lib/store';
import { copyPortalUrl } from './portal-card';

type Props = { steps: HomeResponse['setup']; portalUrl: string };

/** The steps left, from the store's real state; a done step disappears. */
export function SetupCard({ steps, portalUrl }: Props) {
  const left = steps.filter((s) => !s.done);
  if (left.length === 0) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Finish setting up
          </Text>
          <Button variant="plain" onClick={() => dispatch({ type: 'removeStoreSetup' })}>
            Hide setup steps
          </Button>
        </InlineStack>
        <Text as="p" tone="subdued">
          {`${steps.length - left.length} of ${steps.length} steps done`}
        </Text>
        {left.map((step) => (
          <InlineStack key={step.id} align="space-between" blockAlign="center" gap="300" wrap={false}>
            <BlockStack gap="050">
              <Text as="h3" variant="headingSm">
                {step.title}
              </Text>
              <Text as="p" tone="subdued" variant="bodySm">
                {step.description}
              </Text>
            </BlockStack>
            {step.id === 'portal' ? (
              <Button onClick={() => copyPortalUrl(portalUrl)}>{step.action.label}</Button>
            ) : (
              <Button url={step.action.url}>{step.action.label}</Button>
            )}
          </InlineStack>
        ))}
      </BlockStack>
    </Card>
  );
}
