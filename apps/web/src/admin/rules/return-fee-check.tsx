import { type ReturnFeeCheckResponse, returnFeeCheckBody, returnFeeCheckResponse } from '@roundtrip/core';
import {
  BlockStack,
  Button,
  Card,
  Form,
  FormLayout,
  InlineGrid,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { errorAt, type FieldMessages, fieldErrorsOf } from '../../lib/field-errors';
import { formatAmount } from '../../lib/format-amount';
import { errorToastMessage, http, isHttpError } from '../../lib/http';
import { useReasons } from '../reasons/use-reasons';

/** POST /return-fee-rule/v1/check: the fee a request of these items would pay, with its source. */
export function ReturnFeeCheck() {
  const reasons = useReasons();
  const [form, setForm] = useState({
    order_id: '',
    line_item_id: '',
    quantity: '1',
    reason_id: '',
    kind: 'return',
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [result, setResult] = useState<ReturnFeeCheckResponse | null>(null);
  const check = useMutation({
    mutationFn: (body: unknown) =>
      http.post('/return-fee-rule/v1/check', body, { schema: returnFeeCheckResponse }),
  });
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors({});
  };

  const submit = () => {
    const body = {
      order_id: form.order_id,
      kind: form.kind,
      items: [
        {
          line_item_id: form.line_item_id.trim(),
          quantity: Number(form.quantity),
          ...(form.reason_id ? { reason_id: form.reason_id } : {}),
        },
      ],
    };
    const parsed = returnFeeCheckBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setResult(null);
    check.mutate(parsed.data, {
      onSuccess: setResult,
      onError: (err) =>
        setErrors(isHttpError(err) && err.fields ? err.fields : { body: errorToastMessage(err) }),
    });
  };
  const err = (key: string) => fieldAlert(errorAt(errors, key));

  return (
    <Card>
      <Form onSubmit={submit} noValidate>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            Check a return fee
          </Text>
          <Text as="p" tone="subdued">
            The fee a request for this item would pay under your rules and return fee setting, with tax.
          </Text>
          <FormLayout>
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="200">
              <TextField
                label="Order id"
                autoComplete="off"
                value={form.order_id}
                onChange={set('order_id')}
                error={err('order_id')}
              />
              <TextField
                label="Line item id"
                autoComplete="off"
                value={form.line_item_id}
                onChange={set('line_item_id')}
                error={err('items.0.line_item_id') ?? err('items')}
              />
              <TextField
                label="Quantity"
                type="number"
                autoComplete="off"
                value={form.quantity}
                onChange={set('quantity')}
                error={err('items.0.quantity')}
              />
              <Select
                label="Reason"
                options={[
                  { label: 'Any reason', value: '' },
                  ...(reasons.data?.docs ?? []).map((r) => ({ label: r.name, value: r.id })),
                ]}
                value={form.reason_id}
                onChange={set('reason_id')}
              />
              <Select
                label="Request kind"
                options={[
                  { label: 'Return', value: 'return' },
                  { label: 'Exchange', value: 'exchange' },
                ]}
                value={form.kind}
                onChange={set('kind')}
              />
            </InlineGrid>
          </FormLayout>
          {errors.body && (
            <div role="alert">
              <Text as="p" tone="critical">
                {errors.body}
              </Text>
            </div>
          )}
          {result && (
            <output aria-label="Return fee">
              <Text as="p">
                {`Fee ${formatAmount(result.fee, result.currency)} + tax ${formatAmount(result.tax, result.currency)} = ${formatAmount(result.total, result.currency)}`}
                {result.source === 'rule' && result.rule ? ` (rule: ${result.rule.name})` : ''}
                {result.source === 'setting' ? ' (return fee setting)' : ''}
                {result.source === 'none' ? ' (no fee applies)' : ''}
              </Text>
            </output>
          )}
          <Button submit loading={check.isPending}>
            Check fee
          </Button>
        </BlockStack>
      </Form>
    </Card>
  );
}
