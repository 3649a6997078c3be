import { Box, Button, InlineStack, Text } from '@shopify/polaris';
import { useAppState } from '../../lib/store';

/** Spec 9: the store logo in the save bar is 104 px wide by default. */
const SAVE_BAR_LOGO_WIDTH = 104;

type Props = {
  /** Names the block for screen readers: "Save Return window". */
  label: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  logoWidth?: number;
};

/**
 * The save bar at the foot of each policy block: the store logo, the unsaved state, Discard and Save.
 * One per block, so saving one block never sends another block's half-typed values.
 */
export function BlockSaveBar({
  label,
  dirty,
  saving,
  onSave,
  onDiscard,
  logoWidth = SAVE_BAR_LOGO_WIDTH,
}: Props) {
  const logo = useAppState((s) => s.store_logo);
  const storeName = useAppState((s) => s.dashboard?.store_name ?? '');
  return (
    <Box
      paddingBlockStart="300"
      borderBlockStartWidth="025"
      borderColor="border"
      background={dirty ? 'bg-surface-secondary' : undefined}
    >
      <InlineStack align="space-between" blockAlign="center" gap="300">
        <InlineStack gap="300" blockAlign="center">
          {logo ? (
            <img
              src={logo}
              alt={storeName ? `${storeName} logo` : 'Store logo'}
              width={logoWidth}
              style={{ width: logoWidth, maxHeight: 40, objectFit: 'contain' }}
            />
          ) : (
            <Box minWidth={`${logoWidth}px`}>
              <Text as="span" variant="headingSm" truncate>
                {storeName}
              </Text>
            </Box>
          )}
          <Text as="span" tone={dirty ? 'caution' : 'subdued'}>
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </Text>
        </InlineStack>
        <InlineStack gap="200">
          <Button onClick={onDiscard} disabled={!dirty || saving} accessibilityLabel={`Discard ${label}`}>
            Discard
          </Button>
          <Button
            variant="primary"
            onClick={onSave}
            disabled={!dirty}
            loading={saving}
            accessibilityLabel={`Save ${label}`}
          >
            Save
          </Button>
        </InlineStack>
      </InlineStack>
    </Box>
  );
}
