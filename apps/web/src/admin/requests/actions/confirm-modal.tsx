import { Text } from '@shopify/polaris';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';

export type ConfirmSpec = {
  path: string;
  title: string;
  action: string;
  message: string;
  success: string;
  destructive?: boolean;
};

/** Actions with nothing to ask: archive, unarchive, cancel, send the exchange order, release, retry. */
export function ConfirmModal({ spec, ...props }: ActionModalProps & { spec: ConfirmSpec }) {
  const { busy, submit } = useActionSubmit(props);
  const onAction = () => {
    const release = spec.path === 'release-fulfillment';
    void submit(
      release ? '/release-fulfillment' : spec.path,
      release ? { request_id: props.request.id } : {},
      {
        success: spec.success,
      },
    );
  };
  return (
    <ActionModal
      title={spec.title}
      action={spec.action}
      busy={busy}
      destructive={spec.destructive}
      onAction={onAction}
      onClose={props.onClose}
    >
      <Text as="p">{spec.message}</Text>
    </ActionModal>
  );
}
