import { inTransitBody } from '@roundtrip/core';
import { FormLayout, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';

export function InTransitModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const t = props.request.tracking;
  const [values, setValues] = useState({
    tracking_company: t.company ?? '',
    tracking_number: t.number ?? '',
    tracking_url: t.url ?? '',
  });
  const field = (key: keyof typeof values, label: string, type?: 'url') => (
    <TextField
      label={label}
      type={type}
      autoComplete="off"
      value={values[key]}
      onChange={(v) => {
        setValues((s) => ({ ...s, [key]: v }));
        setErrors((e) => ({ ...e, [key]: '' }));
      }}
      error={errors[key] || undefined}
    />
  );
  const onAction = () => {
    const parsed = inTransitBody.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues)
        next[String(i.path[0])] ??=
          i.path[0] === 'tracking_url' ? 'Please enter a valid web address' : i.message;
      return setErrors(next);
    }
    void submit('in-transit', parsed.data, { success: 'Marked in transit' });
  };
  return (
    <ActionModal
      title="Mark in transit"
      action="Mark in transit"
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <FormLayout>
        {field('tracking_company', 'Courier')}
        {field('tracking_number', 'Tracking number')}
        {field('tracking_url', 'Tracking link (optional)', 'url')}
      </FormLayout>
    </ActionModal>
  );
}
