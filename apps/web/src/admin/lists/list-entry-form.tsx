import { LIST_KINDS, LIST_SUBJECTS, type ListEntryBody, type ListSubject } from '@roundtrip/core';
import { FormLayout, Select, TextField } from '@shopify/polaris';
import { fieldAlert } from '../../components/field-alert';

export type EntryForm = {
  list: ListEntryBody['list'];
  subject: ListSubject;
  value: string;
  reason: string;
  expires_on: string;
};
export const emptyEntry: EntryForm = {
  list: 'block',
  subject: 'email',
  value: '',
  reason: '',
  expires_on: '',
};

export const SUBJECT_LABELS: Record<ListSubject, string> = {
  email: 'Email',
  phone: 'Phone',
  address: 'Shipping address',
  order: 'Order',
  product: 'Product',
  variant: 'Variant',
  customer_tag: 'Customer tag',
};
const VALUE_HELP: Record<ListSubject, string> = {
  email: 'The email on the order.',
  phone: 'Any format; the last 10 digits are compared.',
  address: 'Street, city, postal code and country, as on the order.',
  order: 'The order number, like #1042, or its ID.',
  product: 'The product ID.',
  variant: 'The variant ID.',
  customer_tag: 'A tag of the customer who placed the order.',
};

export const bodyOf = (f: EntryForm): ListEntryBody => ({
  ...f,
  expires_on: f.expires_on.trim() === '' ? null : f.expires_on.trim(),
});

type Props = { form: EntryForm; errors: Record<string, string>; set: (patch: Partial<EntryForm>) => void };

/** The add-entry form: what to match, why, and until when. */
export function ListEntryFields({ form, errors, set }: Props) {
  const err = (key: string) => fieldAlert(errors[key]);
  return (
    <FormLayout>
      <FormLayout.Group>
        <Select
          label="List"
          options={LIST_KINDS.map((k) => ({ label: k === 'block' ? 'Block' : 'Allow', value: k }))}
          value={form.list}
          onChange={(list) => set({ list: list as EntryForm['list'] })}
          error={err('list')}
        />
        <Select
          label="Match by"
          options={LIST_SUBJECTS.map((s) => ({ label: SUBJECT_LABELS[s], value: s }))}
          value={form.subject}
          onChange={(subject) => set({ subject: subject as ListSubject })}
          error={err('subject')}
        />
      </FormLayout.Group>
      <TextField
        label="Value"
        autoComplete="off"
        value={form.value}
        onChange={(value) => set({ value })}
        helpText={VALUE_HELP[form.subject]}
        error={err('value')}
      />
      <TextField
        label="Reason"
        autoComplete="off"
        value={form.reason}
        onChange={(reason) => set({ reason })}
        helpText="For your team; shoppers never see it."
        error={err('reason')}
      />
      <TextField
        label="Expires after"
        type="date"
        autoComplete="off"
        value={form.expires_on}
        onChange={(expires_on) => set({ expires_on })}
        helpText="The last day the entry applies. Leave empty to keep it until you delete it."
        error={err('expires_on')}
      />
    </FormLayout>
  );
}
