import { rejectBody } from '@roundtrip/core';
import { TextField } from '@shopify/polaris';
import { useState } from 'react';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';

export function RejectModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const [reason, setReason] = useState('');
  const onAction = () => {
    const parsed = rejectBody.safeParse({ reason });
    if (!parsed.success)
      return setErrors({ reason: parsed.error.issues[0]?.message ?? 'Please give a reason' });
    void submit(
      'reject',
      { reason: parsed.data.reason },
      { success: `Request ${props.request.name} rejected` },
    );
  };
  return (
    <ActionModal
      title={`Reject ${props.request.name}`}
      action="Reject"
      destructive
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <TextField
        label="Reason the shopper sees"
        multiline={3}
        maxLength={1000}
        autoComplete="off"
        value={reason}
        onChange={(v) => {
          setReason(v);
          setErrors({});
        }}
        error={errors.reason}
        helpText="Shown on the shopper's request page and in the email."
      />
    </ActionModal>
  );
}
