import { BlockStack, Button, Card, InlineStack, List, Text } from '@shopify/polaris';
import { dispatch } from '../../lib/store';

type Step = { title: string; done: boolean; url?: string };

export function SetupGuide({ steps }: { steps: Step[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Setup guide
          </Text>
          <Button variant="plain" onClick={() => dispatch({ type: 'removeStoreSetup' })}>
            Hide setup guide
          </Button>
        </InlineStack>
        <Text as="p" tone="subdued">
          {done} of {steps.length} steps completed
        </Text>
        <List type="number">
          {steps.map((step) => (
            <List.Item key={step.title}>
              <InlineStack gap="200" blockAlign="center">
                <Text as="span" tone={step.done ? 'success' : undefined}>
                  {step.title}
                  {step.done ? ' (done)' : ''}
                </Text>
                {step.url && !step.done && (
                  <Button variant="plain" url={step.url}>
                    Start
                  </Button>
                )}
              </InlineStack>
            </List.Item>
          ))}
        </List>
      </BlockStack>
    </Card>
  );
}
