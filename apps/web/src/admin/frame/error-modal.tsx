import { Modal, Text } from '@shopify/polaris';
import { dispatch, useAppState } from '../../lib/store';

export function ErrorModal() {
  const modal = useAppState((s) => s.errorModal);
  const close = () => dispatch({ type: 'closeErrorModal' });
  return (
    <Modal
      open={modal.open}
      title={modal.title}
      onClose={close}
      primaryAction={{ content: 'Close', onAction: close }}
    >
      <Modal.Section>
        <Text as="p">{modal.message}</Text>
      </Modal.Section>
    </Modal>
  );
}
