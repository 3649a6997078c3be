import { DescriptionList, Modal } from '@shopify/polaris';
import { dispatch, useAppState } from '../../lib/store';
import { hotkeys } from './use-hotkeys';

export function HotkeyDialog() {
  const open = useAppState((s) => s.showHotKeyDialog);
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={() => dispatch({ type: 'toggleHotKeyDialog' })}>
      <Modal.Section>
        <DescriptionList items={hotkeys.map((h) => ({ term: h.keys, description: h.description }))} />
      </Modal.Section>
    </Modal>
  );
}
