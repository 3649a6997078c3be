import { REFUND_MODE_LABELS, REFUND_MODES } from '@roundtrip/core/pricing';
import type { WorkflowActionType } from '@roundtrip/core/workflows';
import { BlockStack, Button, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { DeleteIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { errorAt, type FieldMessages } from '../../lib/field-errors';
import { useWebhooks } from '../webhooks/use-webhooks';
import { useAutomationCouriers } from './use-workflows';
import { ACTION_FIELD, type ActionDraft } from './workflow-form';

type Choice = { value: WorkflowActionType; label: string; supported: boolean };
type Props = {
  actions: ActionDraft[];
  choices: Choice[];
  onChange: (next: ActionDraft[]) => void;
  errors: FieldMessages;
};

/** The workflow's actions in the order they run; actions whose module does not exist yet cannot be picked. */
export function ActionsBuilder({ actions, choices, onChange, errors }: Props) {
  const [adding, setAdding] = useState('');
  const couriers = useAutomationCouriers().data?.docs ?? [];
  const endpoints = useWebhooks().data?.docs ?? [];
  const label = (type: WorkflowActionType) => choices.find((c) => c.value === type)?.label ?? type;
  const setAt = (i: number, a: ActionDraft) => onChange(actions.map((x, j) => (j === i ? a : x)));
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        Actions
      </Text>
      {actions.length === 0 && (
        <Text as="p" tone="subdued">
          Add the actions this workflow takes, in order.
        </Text>
      )}
      {actions.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; their position is their identity
        <InlineStack key={i} gap="300" blockAlign="end" wrap={false}>
          <Text as="span" variant="bodyMd">
            {`${i + 1}. ${label(a.type)}`}
          </Text>
          {a.type === 'refund' ? (
            <Select
              label="Refund mode"
              options={REFUND_MODES.map((m) => ({ label: REFUND_MODE_LABELS[m], value: m }))}
              value={a.value || 'store_credit'}
              onChange={(value) => setAt(i, { ...a, value })}
            />
          ) : a.type === 'choose_courier' ? (
            <Select
              label="Courier"
              placeholder="Choose a courier"
              options={couriers.map((c) => ({ label: c.name, value: c.id }))}
              value={a.value}
              onChange={(value) => setAt(i, { ...a, value })}
              error={fieldAlert(errorAt(errors, `actions.${i}`))}
            />
          ) : a.type === 'send_webhook' ? (
            <Select
              label="Webhook endpoint"
              placeholder="Choose an endpoint"
              options={endpoints.map((e) => ({ label: e.url, value: e.id }))}
              value={a.value}
              onChange={(value) => setAt(i, { ...a, value })}
              error={fieldAlert(errorAt(errors, `actions.${i}`))}
            />
          ) : ACTION_FIELD[a.type] ? (
            <TextField
              label={ACTION_FIELD[a.type]}
              autoComplete="off"
              value={a.value}
              onChange={(value) => setAt(i, { ...a, value })}
              error={fieldAlert(errorAt(errors, `actions.${i}`))}
            />
          ) : null}
          <Button
            icon={DeleteIcon}
            accessibilityLabel={`Remove action ${i + 1}`}
            onClick={() => onChange(actions.filter((_, j) => j !== i))}
          />
        </InlineStack>
      ))}
      <Select
        label="Add an action"
        placeholder="Choose an action"
        options={choices.map((c) => ({
          value: c.value,
          label: c.supported ? c.label : `${c.label} (not yet supported)`,
          disabled: !c.supported,
        }))}
        value={adding}
        onChange={(value) => {
          setAdding('');
          onChange([
            ...actions,
            { type: value as WorkflowActionType, value: value === 'refund' ? 'store_credit' : '' },
          ]);
        }}
        error={fieldAlert(errors.actions)}
      />
    </BlockStack>
  );
}
