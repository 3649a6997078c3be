import { useState } from 'react';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';
import { type ApproveChoice, ApproveFields, approveMethodBody } from './approve-fields';

export function ApproveModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const [choice, setChoice] = useState<ApproveChoice>({ method: 'self_ship', courier: '' });
  const onAction = () => {
    const method = approveMethodBody(choice);
    if (!method) return setErrors({ courier: 'Please choose a courier' });
    void submit('approve', method, { success: `Request ${props.request.name} approved` });
  };
  return (
    <ActionModal
      title={`Approve ${props.request.name}`}
      action="Approve"
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <ApproveFields
        value={choice}
        onChange={(v) => {
          setChoice(v);
          setErrors({});
        }}
        error={errors.courier}
      />
    </ActionModal>
  );
}
