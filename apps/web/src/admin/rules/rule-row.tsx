import type { AnyRule } from '@roundtrip/core';
import { Badge, BlockStack, Box, InlineStack, Link, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon } from '@shopify/polaris-icons';
import { PermissionButton } from '../permission-button';
import { describeConditions, type NameOf } from './rule-form';

type Props = {
  rule: AnyRule;
  index: number;
  count: number;
  busy: boolean;
  /** Why the member may not change rules (the permission it needs), or undefined when they may. */
  hint: string | undefined;
  onToggle: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  nameOf: NameOf;
};

/** One rule in its list: place, name (opens the editor), conditions, on/off, move and delete. */
export function RuleRow({ rule, index, count, busy, hint, onToggle, onMove, onDelete, nameOf }: Props) {
  return (
    <li aria-label={rule.name}>
      <Box padding="400" borderBlockStartWidth="025" borderColor="border">
        <InlineStack align="space-between" blockAlign="center" gap="300" wrap={false}>
          <InlineStack gap="300" blockAlign="center" wrap={false}>
            <Text as="span" tone="subdued">
              {index + 1}
            </Text>
            <BlockStack gap="100">
              <InlineStack gap="200" blockAlign="center">
                <Link url={`/admin/settings/rules/${rule.type}/${rule.id}`} removeUnderline>
                  <Text as="span" variant="headingSm">
                    {rule.name}
                  </Text>
                </Link>
                <Badge tone={rule.active ? 'success' : undefined}>{rule.active ? 'On' : 'Off'}</Badge>
              </InlineStack>
              <Text as="p" tone="subdued">
                {describeConditions(rule, nameOf)}
              </Text>
            </BlockStack>
          </InlineStack>
          <InlineStack gap="100" blockAlign="center" wrap={false}>
            <PermissionButton
              hint={hint}
              onClick={onToggle}
              disabled={busy}
              accessibilityLabel={`Turn ${rule.active ? 'off' : 'on'} ${rule.name}`}
            >
              {rule.active ? 'Turn off' : 'Turn on'}
            </PermissionButton>
            <PermissionButton
              hint={hint}
              icon={ArrowUpIcon}
              variant="tertiary"
              disabled={busy || index === 0}
              accessibilityLabel={`Move ${rule.name} up`}
              onClick={() => onMove(-1)}
            />
            <PermissionButton
              hint={hint}
              icon={ArrowDownIcon}
              variant="tertiary"
              disabled={busy || index === count - 1}
              accessibilityLabel={`Move ${rule.name} down`}
              onClick={() => onMove(1)}
            />
            <PermissionButton
              hint={hint}
              icon={DeleteIcon}
              variant="tertiary"
              tone="critical"
              accessibilityLabel={`Delete ${rule.name}`}
              onClick={onDelete}
            />
          </InlineStack>
        </InlineStack>
      </Box>
    </li>
  );
}
