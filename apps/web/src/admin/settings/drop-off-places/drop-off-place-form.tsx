import type { DropOffPlace } from '@roundtrip/core';
import { Checkbox, FormLayout, Text, TextField } from '@shopify/polaris';
import { fieldAlert } from '../../../components/field-alert';

export type PlaceForm = {
  name: string;
  address: string;
  opening_hours: string;
  map_url: string;
  hi: { name: string; address: string; opening_hours: string };
  active: boolean;
};

export const emptyPlace: PlaceForm = {
  name: '',
  address: '',
  opening_hours: '',
  map_url: '',
  hi: { name: '', address: '', opening_hours: '' },
  active: true,
};

export const formOf = (p: DropOffPlace): PlaceForm => ({
  name: p.name,
  address: p.address,
  opening_hours: p.opening_hours,
  map_url: p.map_url,
  hi: p.translations.hi ?? emptyPlace.hi,
  active: p.active,
});

/** The body the API takes: Hindi only when some of it was written (else the default language shows). */
export const bodyOf = (f: PlaceForm) => ({
  name: f.name,
  address: f.address,
  opening_hours: f.opening_hours,
  map_url: f.map_url,
  translations: Object.values(f.hi).some((v) => v.trim() !== '') ? { hi: f.hi } : {},
  active: f.active,
});

export function DropOffPlaceFields({
  form,
  errors,
  set,
}: {
  form: PlaceForm;
  errors: Record<string, string>;
  set: (patch: Partial<PlaceForm>) => void;
}) {
  const setHi = (patch: Partial<PlaceForm['hi']>) => set({ hi: { ...form.hi, ...patch } });
  return (
    <FormLayout>
      <TextField
        label="Name"
        autoComplete="off"
        value={form.name}
        onChange={(name) => set({ name })}
        error={fieldAlert(errors.name)}
      />
      <TextField
        label="Address"
        autoComplete="off"
        multiline={2}
        value={form.address}
        onChange={(address) => set({ address })}
        error={fieldAlert(errors.address)}
      />
      <TextField
        label="Opening hours"
        autoComplete="off"
        placeholder="Mon-Sat 10:00-20:00"
        value={form.opening_hours}
        onChange={(opening_hours) => set({ opening_hours })}
        error={fieldAlert(errors.opening_hours)}
      />
      <TextField
        label="Map link"
        type="url"
        autoComplete="off"
        placeholder="https://maps.google.com/..."
        value={form.map_url}
        onChange={(map_url) => set({ map_url })}
        error={fieldAlert(errors.map_url)}
      />
      <Text as="h3" variant="headingSm">
        In Hindi (optional: shoppers reading Hindi see your default words where these are empty)
      </Text>
      <TextField
        label="Name in Hindi"
        autoComplete="off"
        value={form.hi.name}
        onChange={(name) => setHi({ name })}
      />
      <TextField
        label="Address in Hindi"
        autoComplete="off"
        multiline={2}
        value={form.hi.address}
        onChange={(address) => setHi({ address })}
      />
      <TextField
        label="Opening hours in Hindi"
        autoComplete="off"
        value={form.hi.opening_hours}
        onChange={(opening_hours) => setHi({ opening_hours })}
      />
      <Checkbox
        label="Shoppers can use this place"
        checked={form.active}
        onChange={(active) => set({ active })}
      />
    </FormLayout>
  );
}
