import { SaveBar } from '../frame/save-bar';
import { usePermission } from '../permission-texts';

type Props = {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

/**
 * The settings page's one save bar (Polaris ContextualSaveBar, in the frame's top bar with the store logo
 * at 104 px, or the Shopify admin's own): shown while anything on the page is unsaved, whichever section
 * it is in.
 */
export function PageSaveBar({ dirty, saving, onSave, onDiscard }: Props) {
  const canSave = usePermission('setting.policy.all');
  return (
    <SaveBar
      id="policies-save-bar"
      standalone
      dirty={dirty}
      saving={saving}
      onSave={onSave}
      onDiscard={onDiscard}
      saveDisabled={!canSave.allowed}
      message={canSave.hint ? `Unsaved changes. ${canSave.hint}` : 'Unsaved changes'}
    />
  );
}
