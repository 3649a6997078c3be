import { ContextualSaveBar } from '@shopify/polaris';
import { usePermission } from '../permission-texts';

type Props = {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

/**
 * The settings page's one save bar (Polaris ContextualSaveBar, in the frame's top bar with the store logo
 * at 104 px): shown while anything on the page is unsaved, whichever section it is in.
 */
export function PageSaveBar({ dirty, saving, onSave, onDiscard }: Props) {
  const canSave = usePermission('setting.policy.all');
  if (!dirty) return null;
  return (
    <ContextualSaveBar
      message={canSave.hint ? `Unsaved changes. ${canSave.hint}` : 'Unsaved changes'}
      saveAction={{ content: 'Save', onAction: onSave, loading: saving, disabled: !canSave.allowed }}
      discardAction={{ content: 'Discard', onAction: onDiscard, disabled: saving }}
    />
  );
}
