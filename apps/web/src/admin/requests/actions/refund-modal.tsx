import { REFUND_MODES, type RefundMode, refundBody } from '@roundtrip/core';
import {
  isSupportedProvider,
  ORIGINAL_PAYMENT_PROVIDER_NAMES,
  ORIGINAL_PAYMENT_PROVIDERS,
  type OriginalPaymentProvider,
} from '@roundtrip/core/payments';
import { FormLayout, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { money, refundModeLabel } from '../request-format';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';

const HELP: Record<RefundMode, string> = {
  bank_transfer: 'Record the payout you made to the shopper’s bank account, with its reference.',
  store_credit: 'Issued as store credit on the shopper’s account through the platform.',
  pay_to_source: 'Refunded to the original payment, through the platform unless a provider is chosen.',
  others: 'Record a refund paid another way.',
};

export function RefundModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const r = props.request;
  const cur = r.price.currency;
  const [mode, setMode] = useState<RefundMode>(
    r.refund_mode && !(r.refund_mode === 'pay_to_source' && r.order.is_cod) ? r.refund_mode : 'store_credit',
  );
  const [amount, setAmount] = useState(r.price.refundable_now);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  // Empty: the platform refunds; a provider only where the platform cannot (docs/payments.md).
  const [provider, setProvider] = useState<OriginalPaymentProvider | ''>('');
  const modes = REFUND_MODES.filter((m) => !(m === 'pay_to_source' && r.order.is_cod));

  const onAction = () => {
    const body = {
      mode,
      amount: amount.trim(),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(mode === 'pay_to_source' && provider ? { provider } : {}),
    };
    const parsed = refundBody.safeParse(body);
    const next: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
    if (mode === 'bank_transfer' && !reference.trim()) next.reference = 'Please enter the payout reference';
    if (Number(amount) > Number(r.price.refundable_now))
      next.amount = `The refund cannot be more than ${money(r.price.refundable_now, cur)}`;
    if (Object.keys(next).length) return setErrors(next);
    void submit('refund', body, { success: `Refund of ${money(body.amount, cur)} recorded` });
  };
  return (
    <ActionModal
      title={`Refund ${r.name}`}
      action="Refund"
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <FormLayout>
        <Select
          label="Refund mode"
          options={modes.map((m) => ({ label: refundModeLabel(m), value: m }))}
          value={mode}
          onChange={(m) => {
            setMode(m as RefundMode);
            setErrors({});
          }}
          helpText={`${HELP[mode]}${r.order.is_cod ? ' Cash-on-delivery orders cannot be refunded to the original payment.' : ''}`}
          error={errors.mode}
        />
        {mode === 'pay_to_source' ? (
          <Select
            label="Refund through"
            options={[
              { label: 'The platform', value: '' },
              ...ORIGINAL_PAYMENT_PROVIDERS.map((p) => ({
                label: `${ORIGINAL_PAYMENT_PROVIDER_NAMES[p]}${isSupportedProvider(p) ? '' : ' (not yet supported)'}`,
                value: p,
                disabled: !isSupportedProvider(p),
              })),
            ]}
            value={provider}
            onChange={(p) => {
              setProvider(p as OriginalPaymentProvider | '');
              setErrors((e) => ({ ...e, provider: '' }));
            }}
            helpText="A payment provider only when the platform cannot refund the order's payment."
            error={errors.provider || undefined}
          />
        ) : null}
        <TextField
          label="Amount"
          type="number"
          prefix={cur}
          autoComplete="off"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setErrors((e) => ({ ...e, amount: '' }));
          }}
          helpText={`Up to ${money(r.price.refundable_now, cur)}`}
          error={errors.amount || undefined}
        />
        {mode === 'bank_transfer' || mode === 'others' ? (
          <TextField
            label={mode === 'bank_transfer' ? 'Payout reference' : 'Reference (optional)'}
            autoComplete="off"
            value={reference}
            onChange={(v) => {
              setReference(v);
              setErrors((e) => ({ ...e, reference: '' }));
            }}
            error={errors.reference || undefined}
          />
        ) : null}
        <TextField
          label="Note (optional)"
          autoComplete="off"
          value={note}
          onChange={setNote}
          maxLength={500}
        />
      </FormLayout>
    </ActionModal>
  );
}
