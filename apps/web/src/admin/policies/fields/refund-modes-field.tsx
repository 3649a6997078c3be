import { REFUND_MODE_LABELS, REFUND_MODES, type RefundMode } from '@roundtrip/core';
import { BlockStack, Button, Checkbox, InlineError, InlineStack, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon } from '@shopify/polaris-icons';
import { move } from '../policy-form';

type Props = { value: RefundMode[]; onChange: (value: RefundMode[]) => void; error?: string };

/** The refund modes shoppers may choose, in the order the portal shows them. */
export function RefundModesField({ value, onChange, error }: Props) {
  const rest = REFUND_MODES.filter((m) => !value.includes(m));
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">
        Refund modes offered
      </Text>
      <ol aria-label="Refund modes offered" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {[...value, ...rest].map((mode) => {
          const index = value.indexOf(mode);
          const offered = index >= 0;
          const label = REFUND_MODE_LABELS[mode];
          return (
            <li key={mode}>
              <InlineStack align="space-between" blockAlign="center">
                <Checkbox
                  label={offered ? `${index + 1}. ${label}` : label}
                  checked={offered}
                  onChange={(on) => onChange(on ? [...value, mode] : value.filter((m) => m !== mode))}
                />
                {offered && (
                  <InlineStack gap="100">
                    <Button
                      icon={ArrowUpIcon}
                      variant="tertiary"
                      disabled={index === 0}
                      accessibilityLabel={`Move ${label} up`}
                      onClick={() => onChange(move(value, index, -1))}
                    />
                    <Button
                      icon={ArrowDownIcon}
                      variant="tertiary"
                      disabled={index === value.length - 1}
                      accessibilityLabel={`Move ${label} down`}
                      onClick={() => onChange(move(value, index, 1))}
                    />
                  </InlineStack>
                )}
              </InlineStack>
            </li>
          );
        })}
      </ol>
      {error && <InlineError message={error} fieldID="refund_modes" />}
    </BlockStack>
  );
}
