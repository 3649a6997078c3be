import { ContextualSaveBar } from '@shopify/polaris';
import { useEffect } from 'react';
import { appBridge } from '../../lib/app-bridge';

type Props = {
  /** Unique on the page: App Bridge shows and hides a save bar by its id. */
  id: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  saveDisabled?: boolean;
  /** The Polaris bar's message; the Shopify admin words its own. */
  message?: string;
  /** Also in the stand-alone admin, as Polaris's contextual save bar (forms without a Save button of their own). */
  standalone?: boolean;
};

/**
 * A settings form's save bar. Inside the Shopify admin it is the admin's own contextual save bar (App
 * Bridge's `ui-save-bar`, shown while the form holds unsaved changes; App Bridge clicks our hidden
 * buttons when the merchant saves or discards there).
 */
export function SaveBar(props: Props) {
  if (appBridge()) return <AdminSaveBar {...props} />;
  if (!props.standalone || !props.dirty) return null;
  return (
    <ContextualSaveBar
      message={props.message ?? 'Unsaved changes'}
      saveAction={{
        content: 'Save',
        onAction: props.onSave,
        loading: props.saving,
        disabled: props.saveDisabled,
      }}
      discardAction={{ content: 'Discard', onAction: props.onDiscard, disabled: props.saving }}
    />
  );
}

function AdminSaveBar({ id, dirty, saving, onSave, onDiscard, saveDisabled }: Props) {
  useEffect(() => {
    const saveBar = appBridge()?.saveBar;
    void (dirty ? saveBar?.show(id) : saveBar?.hide(id));
  }, [id, dirty]);
  // Leaving the page takes its save bar with it.
  useEffect(() => () => void appBridge()?.saveBar.hide(id), [id]);
  return (
    <ui-save-bar id={id}>
      <button
        type="button"
        variant="primary"
        onClick={onSave}
        disabled={saveDisabled || saving}
        loading={saving ? '' : undefined}
      >
        Save
      </button>
      <button type="button" onClick={onDiscard} disabled={saving}>
        Discard
      </button>
    </ui-save-bar>
  );
}
