import {
  type AddressInput,
  addressInput,
  PHONE_COUNTRY_CODES,
  type RequestDetailResponse,
  updateContactBody,
} from '@roundtrip/core';
import { FormLayout, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import type { RunAction } from '../actions/use-run-action';

type Errors = Record<string, string>;

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const i of issues) errors[i.path.map(String).join('.')] ??= i.message;
  return errors;
}

const ADDRESS_FIELDS: { key: keyof AddressInput; label: string }[] = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'address_line_1', label: 'Address' },
  { key: 'address_line_2', label: 'Apartment, suite, etc.' },
  { key: 'city', label: 'City' },
  { key: 'province', label: 'State or province' },
  { key: 'postal_code', label: 'Postal code' },
  { key: 'country', label: 'Country' },
];

export function AddressModal({
  request,
  run,
  onClose,
}: {
  request: RequestDetailResponse;
  run: RunAction;
  onClose: () => void;
}) {
  const a = request.address;
  const [values, setValues] = useState<Record<keyof AddressInput, string>>({
    first_name: a?.first_name ?? '',
    last_name: a?.last_name ?? '',
    address_line_1: a?.address_line_1 ?? '',
    address_line_2: a?.address_line_2 ?? '',
    city: a?.city ?? '',
    province: a?.province ?? '',
    postal_code: a?.postal_code ?? '',
    country: a?.country ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = addressInput.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setBusy(true);
    const res = await run('address', { address: parsed.data }, { method: 'put', success: 'Address updated' });
    setBusy(false);
    if (res.ok) onClose();
    else if (res.fields)
      setErrors(
        Object.fromEntries(Object.entries(res.fields).map(([k, v]) => [k.replace(/^address\./, ''), v])),
      );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Edit address"
      primaryAction={{ content: 'Save address', onAction: save, loading: busy }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          {ADDRESS_FIELDS.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              autoComplete="off"
              value={values[f.key]}
              onChange={(v) => {
                setValues((s) => ({ ...s, [f.key]: v }));
                setErrors((e) => ({ ...e, [f.key]: '' }));
              }}
              error={errors[f.key] || undefined}
            />
          ))}
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}

export function ContactModal({
  request,
  run,
  onClose,
}: {
  request: RequestDetailResponse;
  run: RunAction;
  onClose: () => void;
}) {
  const c = request.customer;
  const [email, setEmail] = useState(c.email);
  const [dial, setDial] = useState(c.phone_dial_code || '+91');
  const [phone, setPhone] = useState(c.phone);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const body = {
      email: email.trim(),
      phone: phone.trim() ? { dial_code: dial, number: phone.trim() } : null,
    };
    const parsed = updateContactBody.safeParse(body);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setBusy(true);
    const res = await run('contact', parsed.data, { method: 'put', success: 'Contact updated' });
    setBusy(false);
    if (res.ok) onClose();
    else if (res.fields) setErrors(res.fields);
  };
  const codes = [...new Map(PHONE_COUNTRY_CODES.map((p) => [p.value, p])).values()];
  return (
    <Modal
      open
      onClose={onClose}
      title="Edit contact"
      primaryAction={{ content: 'Save contact', onAction: save, loading: busy }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(v) => {
              setEmail(v);
              setErrors((e) => ({ ...e, email: '' }));
            }}
            error={errors.email || undefined}
          />
          <FormLayout.Group condensed>
            <Select
              label="Country code"
              options={codes.map((p) => ({ label: `${p.label} (${p.value})`, value: p.value }))}
              value={dial}
              onChange={setDial}
              error={errors['phone.dial_code'] || undefined}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setErrors((e) => ({ ...e, 'phone.number': '' }));
              }}
              error={errors['phone.number'] || errors.phone || undefined}
            />
          </FormLayout.Group>
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}
