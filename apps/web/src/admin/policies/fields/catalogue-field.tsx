import { Autocomplete, BlockStack, InlineStack, Tag } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { fieldAlert } from '../../../components/field-alert';
import { numericId, useCatalogue, useProductTitles } from '../use-catalogue';

type Props = {
  kind: 'product' | 'collection';
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  helpText?: string;
};

/** Products or collections picked by title from the store's catalogue; the ids are what is saved. */
export function CatalogueField({ kind, label, values, onChange, error, helpText }: Props) {
  const [search, setSearch] = useState('');
  const catalogue = useCatalogue(kind === 'product' ? search : '');
  const [titles, setTitles] = useState<Record<string, string>>({});
  const saved = useProductTitles(kind === 'product' ? values : []);

  const options = useMemo(() => {
    const data = catalogue.data;
    if (!data) return [];
    const list =
      kind === 'product'
        ? data.products.map((p) => ({ value: p.id, label: p.title }))
        : data.collections
            .filter((c) => c.title.toLowerCase().includes(search.trim().toLowerCase()))
            .map((c) => ({ value: c.id, label: c.title }));
    return list;
  }, [catalogue.data, kind, search]);

  const known = (id: string) =>
    titles[id] ??
    saved[numericId(id)] ??
    options.find((o) => numericId(o.value) === numericId(id))?.label ??
    `#${numericId(id)}`;

  return (
    <BlockStack gap="200">
      <Autocomplete
        allowMultiple
        options={options}
        selected={values}
        loading={catalogue.isFetching}
        onSelect={(selected) => {
          const names = { ...titles };
          for (const o of options) names[o.value] = o.label;
          setTitles(names);
          onChange(selected);
        }}
        textField={
          <Autocomplete.TextField
            label={label}
            value={search}
            onChange={setSearch}
            autoComplete="off"
            placeholder={kind === 'product' ? 'Search products' : 'Search collections'}
            helpText={helpText}
            error={fieldAlert(error)}
          />
        }
        emptyState={kind === 'product' ? 'No products match' : 'No collections match'}
      />
      {values.length > 0 && (
        <InlineStack gap="200">
          {values.map((id) => (
            <Tag
              key={id}
              onRemove={() => onChange(values.filter((v) => v !== id))}
              accessibilityLabel={`Remove ${known(id)}`}
            >
              {known(id)}
            </Tag>
          ))}
        </InlineStack>
      )}
    </BlockStack>
  );
}
