import type { PolicyBlockView } from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { Badge, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import type { FieldMessages } from '../../lib/field-errors';
import { BlockFields } from './block-fields';
import type { BlockDraft } from './policy-form';
import { RulesSummary } from './rules-summary';
import { SHOPPER_SEES } from './shopper-lines';

type Props = {
  block: PolicyBlockView;
  draft: BlockDraft;
  set: (field: string, value: unknown) => void;
  errors: FieldMessages;
  onUpsell: (feature: Feature) => void;
};

const PLAN_LABEL = { grow: 'Grow', scale: 'Scale' } as const;

/** One policy block: title, plan badge, help, what the shopper sees, its fields and rule summary. */
export function PolicyBlockCard({ block, draft, set, errors, onUpsell }: Props) {
  const feature = block.feature as Feature | null;
  const lockedFeature = block.locked ? feature : null;
  const headingId = `policy-block-${block.id}`;
  const shopperSees = SHOPPER_SEES[block.id];

  return (
    <section aria-labelledby={headingId} id={`block-${block.id}`}>
      <Card>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <InlineStack align="space-between" blockAlign="center" gap="200">
              <InlineStack gap="200" blockAlign="center">
                <Text as="h3" variant="headingMd" id={headingId}>
                  {block.title}
                </Text>
                {block.required_plan && (
                  <Badge tone={block.locked ? 'attention' : 'success'}>
                    {`${PLAN_LABEL[block.required_plan]}${block.locked ? ' plan' : ''}`}
                  </Badge>
                )}
              </InlineStack>
              {lockedFeature && (
                <Button variant="plain" onClick={() => onUpsell(lockedFeature)}>
                  {`See the ${PLAN_LABEL[block.required_plan ?? 'grow']} plan`}
                </Button>
              )}
            </InlineStack>
            <Text as="p" tone="subdued">
              {block.help}
            </Text>
            {shopperSees && (
              <Text as="p" variant="bodySm">
                <Text as="span" fontWeight="semibold">
                  Shopper sees:
                </Text>{' '}
                {shopperSees}
              </Text>
            )}
          </BlockStack>
          {block.fields.length > 0 && (
            <BlockFields
              fields={block.fields}
              draft={draft}
              set={set}
              errors={errors}
              lockedFeature={lockedFeature}
              onLocked={onUpsell}
            />
          )}
          {block.rules && <RulesSummary path={block.rules} />}
        </BlockStack>
      </Card>
    </section>
  );
}
