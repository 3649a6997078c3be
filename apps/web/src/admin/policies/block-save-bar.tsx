import { ContextualSaveBar } from '@shopify/polaris';
import { useAllowed } from '../../lib/session';

type Props = {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

/**
 * The settings page's one save bar (Polaris ContextualSaveBar, in the frame's top bar with the store logo
 * at 104 px, spec 9): shown while anything on the page is unsaved, whichever section it is in.
 */
export function PageSaveBar({ dirty, saving, onSave, onDiscard }: Props) {
  const canSave = useAllowed('setting.policy.all');
  if (!dirty) return null;
  return (
    <ContextualSaveBar
      message="Unsaved changes"
      saveAction={canSave ? { content: 'Save', onAction: onSave, loading: saving } : undefined}
      discardAction={{ content: 'Discard', onAction: onDiscard, disabled: saving }}
    />
  );
}
