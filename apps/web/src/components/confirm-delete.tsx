import { Modal, Text } from '@shopify/polaris';

type Props = {
  open: boolean;
  title: string;
  message: string;
  /** The confirming button's words when "Delete" alone would be vague. */
  confirm?: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A delete (or a removal, an unlink) asks first, naming what goes and what follows. */
export function ConfirmDelete({
  open,
  title,
  message,
  confirm = 'Delete',
  deleting,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      primaryAction={{ content: confirm, destructive: true, onAction: onConfirm, loading: deleting }}
      secondaryActions={[{ content: 'Cancel', onAction: onCancel }]}
    >
      <Modal.Section>
        <Text as="p">{message}</Text>
      </Modal.Section>
    </Modal>
  );
}
