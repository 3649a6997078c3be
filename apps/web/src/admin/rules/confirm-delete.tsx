import { Modal, Text } from '@shopify/polaris';

type Props = {
  open: boolean;
  title: string;
  message: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Every delete on the rules, reasons and tax pages asks first. */
export function ConfirmDelete({ open, title, message, deleting, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      primaryAction={{ content: 'Delete', destructive: true, onAction: onConfirm, loading: deleting }}
      secondaryActions={[{ content: 'Cancel', onAction: onCancel }]}
    >
      <Modal.Section>
        <Text as="p">{message}</Text>
      </Modal.Section>
    </Modal>
  );
}
