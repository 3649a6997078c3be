import { APPROVE_METHODS, COURIERS, type Courier } from '@roundtrip/core';
import { BlockStack, ChoiceList, Select } from '@shopify/polaris';
import { COURIER_LABELS } from '../request-format';

export type ApproveMethod = (typeof APPROVE_METHODS)[number];
export type ApproveChoice = { method: ApproveMethod; courier: Courier | '' };

const METHOD_LABELS: Record<ApproveMethod, string> = {
  self_ship: 'Self-ship: the shopper sends the items back',
  courier: 'Courier pickup: book a connected courier',
};

/** How the items come back: chosen when approving one request or many. */
export function ApproveFields({
  value,
  onChange,
  error,
}: {
  value: ApproveChoice;
  onChange: (v: ApproveChoice) => void;
  error?: string;
}) {
  return (
    <BlockStack gap="300">
      <ChoiceList
        title="Return method"
        choices={APPROVE_METHODS.map((m) => ({ label: METHOD_LABELS[m], value: m }))}
        selected={[value.method]}
        onChange={([m]) => onChange({ ...value, method: (m ?? 'self_ship') as ApproveMethod })}
      />
      {value.method === 'courier' ? (
        <Select
          label="Courier"
          placeholder="Choose a courier"
          options={COURIERS.map((c) => ({ label: COURIER_LABELS[c], value: c }))}
          value={value.courier}
          onChange={(c) => onChange({ ...value, courier: c as Courier })}
          error={error}
        />
      ) : null}
    </BlockStack>
  );
}

/** The approve body's method part; undefined when a courier is needed and missing. */
export function approveMethodBody(
  v: ApproveChoice,
): { method: ApproveMethod; courier?: Courier } | undefined {
  if (v.method === 'self_ship') return { method: 'self_ship' };
  return v.courier ? { method: 'courier', courier: v.courier } : undefined;
}
