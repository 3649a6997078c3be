import { approveMethodFor } from '@roundtrip/core';
import { useState } from 'react';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';
import { type ApproveChoice, ApproveFields, approveChoiceFor, approveMethodBody } from './approve-fields';

export function ApproveModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const shopperMethod = props.request.method;
  const [choice, setChoice] = useState<ApproveChoice>(() => approveChoiceFor(shopperMethod));
  const onAction = () => {
    const method = approveMethodBody(choice);
    if (!method) return setErrors({ courier: 'Please choose a courier' });
    if (approveMethodFor(shopperMethod) !== choice.method && !method.note)
      return setErrors({ note: 'Please tell the shopper why the method changed' });
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
        shopperMethod={shopperMethod}
        noteError={errors.note}
      />
    </ActionModal>
  );
}
