import { refundBody } from '@roundtrip/core';
import {
  isSupportedProvider,
  ORIGINAL_PAYMENT_PROVIDER_NAMES,
  ORIGINAL_PAYMENT_PROVIDERS,
  type OriginalPaymentProvider,
} from '@roundtrip/core/payments';
import { Banner, FormLayout, Select, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { formatAmount } from '../../../lib/format-amount';
import { refundModeLabel } from '../request-format';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';
import {
  amountWords,
  firstMethod,
  formOf,
  METHOD_HELP,
  methodsOf,
  modeOf,
  optionOf,
  type RefundMethod,
  refundingAgain,
} from './refund-methods';

/** The failed refunds a new one replaces, in words. */
function failedWords(r: ActionModalProps['request']): string {
  const failed = r.refunds.filter((f) => f.status === 'failed' && !f.replaced_by);
  return failed
    .map((f) => `${formatAmount(f.amount, f.currency)} by ${refundModeLabel(f.mode)}`)
    .join(' and ');
}

export function RefundModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const r = props.request;
  const cur = r.price.currency;
  const again = refundingAgain(r);
  const [method, setMethod] = useState<RefundMethod>(() => firstMethod(r));
  const [amount, setAmount] = useState(() => optionOf(r, firstMethod(r)).total);
  const [touched, setTouched] = useState(false);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  // Empty: the platform refunds; a provider only where the platform cannot (docs/payments.md).
  const [provider, setProvider] = useState<OriginalPaymentProvider | ''>('');
  const mode = modeOf(method);
  const ceiling = optionOf(r, method).total;
  const needsReference = method === 'bank_transfer' || (again && method === 'others');

  const onAction = () => {
    const form = formOf(method);
    const body = {
      mode,
      amount: amount.trim(),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(mode === 'pay_to_source' && provider ? { provider } : {}),
      ...(form ? { store_credit_form: form } : {}),
    };
    const parsed = refundBody.safeParse(body);
    const next: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
    if (needsReference && !reference.trim())
      next.reference =
        method === 'bank_transfer'
          ? 'Please enter the payout reference'
          : 'Please enter the reference of the refund made outside Roundtrip';
    if (Number(amount) > Number(ceiling))
      next.amount = `The refund cannot be more than ${formatAmount(ceiling, cur)}`;
    if (Object.keys(next).length) return setErrors(next);
    void submit('refund', body, { success: `Refund of ${formatAmount(body.amount, cur)} recorded` });
  };
  return (
    <ActionModal
      title={again ? `Refund ${r.name} another way` : `Refund ${r.name}`}
      action="Refund"
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <FormLayout>
        {again ? (
          <Banner tone="warning">
            <Text as="p">
              {`The refund of ${failedWords(r)} failed, so the shopper has not been paid. This refund replaces it; the failed one is not retried.`}
            </Text>
          </Banner>
        ) : null}
        <Select
          label="Refund mode"
          options={methodsOf(r)}
          value={method}
          onChange={(m) => {
            const next = m as RefundMethod;
            setMethod(next);
            if (!touched) setAmount(optionOf(r, next).total);
            setErrors({});
          }}
          helpText={`${METHOD_HELP[method]}${r.order.is_cod ? ' Cash-on-delivery orders cannot be refunded to the original payment.' : ''}`}
          error={errors.mode || errors.store_credit_form || undefined}
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
        {method === 'bank_transfer' ? (
          <Text as="p">
            {r.bank
              ? `Pay to ${r.bank.account_holder_name}, account ending ${r.bank.account_number_last4}, ${r.bank.bank_code}.`
              : 'The shopper gave no bank account with this request: note the account you paid in the note.'}
          </Text>
        ) : null}
        <TextField
          label="Amount"
          type="number"
          prefix={cur}
          autoComplete="off"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setTouched(true);
            setErrors((e) => ({ ...e, amount: '' }));
          }}
          helpText={amountWords(r, method, amount)}
          error={errors.amount || undefined}
        />
        {method === 'bank_transfer' || method === 'others' ? (
          <TextField
            label={
              method === 'bank_transfer'
                ? 'Payout reference'
                : again
                  ? 'Reference of the refund'
                  : 'Reference (optional)'
            }
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
