import {
  APPROVE_METHODS,
  type ApproveMethod,
  approveMethodFor,
  type Courier,
  type ReturnMethod,
} from '@roundtrip/core';
import { checkWeight } from '@roundtrip/core/couriers';
import { Banner, BlockStack, ChoiceList, Link, Select, Text, TextField } from '@shopify/polaris';
import { COURIER_LABELS } from '../request-format';

export type ApproveChoice = { method: ApproveMethod; courier: Courier | ''; note: string };

const METHOD_LABELS: Record<ApproveMethod, string> = {
  courier: 'Courier pickup: book a connected courier',
  drop_off: 'Drop-off: the shopper takes it to one of your drop-off places',
  self_ship: 'Self-ship: the shopper sends the items to your return address',
};
const SHOPPER_WORDS: Record<ReturnMethod, string> = {
  pickup: 'a pickup from their address',
  drop_off: 'to drop the parcel off',
  self_ship: 'to ship it themselves',
};

/** What the dialog starts with: the shopper's own choice (several requests: self-ship). */
export const approveChoiceFor = (method?: ReturnMethod): ApproveChoice => ({
  method: method ? approveMethodFor(method) : 'self_ship',
  courier: '',
  note: '',
});

/**
 * How the items come back, chosen when approving one request or many. With the shopper's method
 * known, the dialog says when the merchant picks another and asks why: the shopper reads the answer.
 */
export function ApproveFields({
  value,
  onChange,
  couriers,
  error,
  shopperMethod,
  noteError,
}: {
  value: ApproveChoice;
  onChange: (v: ApproveChoice) => void;
  /** The couriers this store can book with (undefined while loading). */
  couriers: Courier[] | undefined;
  error?: string;
  shopperMethod?: ReturnMethod;
  noteError?: string;
}) {
  const changed = shopperMethod !== undefined && approveMethodFor(shopperMethod) !== value.method;
  return (
    <BlockStack gap="300">
      <ChoiceList
        title="Return method"
        choices={APPROVE_METHODS.map((m) => ({
          label: METHOD_LABELS[m],
          value: m,
          helpText:
            shopperMethod && approveMethodFor(shopperMethod) === m ? 'The shopper chose this' : undefined,
        }))}
        selected={[value.method]}
        onChange={([m]) => onChange({ ...value, method: (m ?? value.method) as ApproveMethod })}
      />
      {value.method === 'courier' ? (
        <CourierSelect
          label="Courier"
          couriers={couriers}
          value={value.courier}
          onChange={(courier) => onChange({ ...value, courier })}
          error={error}
        />
      ) : null}
      {changed && shopperMethod ? (
        <>
          <Banner tone="warning" title="You are changing the shopper's return method">
            The shopper asked for {SHOPPER_WORDS[shopperMethod]}. They will see the new method and your
            reason.
          </Banner>
          <TextField
            label="Why the method changed (shown to the shopper)"
            value={value.note}
            onChange={(note) => onChange({ ...value, note })}
            autoComplete="off"
            maxLength={500}
            error={noteError}
          />
        </>
      ) : null}
    </BlockStack>
  );
}

/**
 * The couriers the store can book with, and only those; with none, where to connect one (a courier the
 * store cannot book is refused by the server anyway).
 */
export function CourierSelect(p: {
  label: string;
  couriers: Courier[] | undefined;
  value: Courier | '';
  onChange(courier: Courier): void;
  helpText?: string;
  error?: string | undefined;
}) {
  if (p.couriers?.length === 0)
    return (
      <Text as="p" tone="critical">
        No courier can book on this store yet:{' '}
        <Link url="/admin/settings/couriers">connect one on the Couriers page</Link>.
      </Text>
    );
  return (
    <Select
      label={p.label}
      placeholder={p.couriers ? 'Choose a courier' : 'Loading couriers…'}
      disabled={!p.couriers}
      options={(p.couriers ?? []).map((c) => ({ label: COURIER_LABELS[c], value: c }))}
      value={p.value}
      onChange={(c) => p.onChange(c as Courier)}
      helpText={p.helpText}
      error={p.error}
    />
  );
}

/** The approve body's method part; undefined when a courier is needed and missing. */
export function approveMethodBody(
  v: ApproveChoice,
): { method: ApproveMethod; courier?: Courier; note?: string } | undefined {
  const note = v.note.trim() ? { note: v.note.trim() } : {};
  if (v.method !== 'courier') return { method: v.method, ...note };
  return v.courier ? { method: 'courier', courier: v.courier, ...note } : undefined;
}

/** The weight field's grams, checked as the server checks them (core `checkWeight`). */
export function parcelWeightOf(weight: string) {
  const grams = Number(weight);
  return Number.isInteger(grams)
    ? checkWeight(grams, 'g')
    : { ok: false as const, message: 'Please enter the weight in whole grams' };
}

/** The parcel weight in grams sent to the courier with each label. */
export function ParcelWeightField(p: {
  value: string;
  onChange(weight: string): void;
  helpText: string;
  error?: string;
}) {
  return (
    <TextField
      label="Parcel weight"
      type="number"
      suffix="g"
      min={1}
      step={1}
      value={p.value}
      onChange={p.onChange}
      helpText={p.helpText}
      autoComplete="off"
      error={p.error}
    />
  );
}
