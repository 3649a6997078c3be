import { BlockStack, Checkbox, FormLayout } from '@shopify/polaris';
import { errorAt, type FieldMessages } from '../../../lib/field-errors';
import { CatalogueField } from './catalogue-field';
import { ListField } from './list-field';

export type Restriction = {
  enabled: boolean;
  order_tags: string[];
  product_tags: string[];
  product_ids: string[];
  collection_ids: string[];
  customer_tags: string[];
  discount_codes: string[];
  cod_orders: boolean;
};

type Props = {
  field: 'restrict_return_orders' | 'restrict_exchange_orders';
  kind: 'returns' | 'exchanges';
  value: Restriction;
  onChange: (value: Restriction) => void;
  errors: FieldMessages;
};

const LISTS = [
  ['order_tags', 'Order tags', 'Orders with any of these tags'],
  ['product_tags', 'Product tags', 'Products with any of these tags'],
  ['customer_tags', 'Customer tags', 'Customers with any of these tags'],
  ['discount_codes', 'Discount codes', 'Orders that used any of these codes (any case)'],
] as const;

/** "Restrict return/exchange orders": by order tag, product, collection, customer tag or discount code. */
export function RestrictionField({ field, kind, value, onChange, errors }: Props) {
  const set = <K extends keyof Restriction>(key: K, v: Restriction[K]) => onChange({ ...value, [key]: v });
  const err = (key: string) => errorAt(errors, `${field}.${key}`);
  return (
    <BlockStack gap="300">
      <Checkbox
        label={`Restrict ${kind} for matching orders`}
        checked={value.enabled}
        onChange={(v) => set('enabled', v)}
      />
      {value.enabled && (
        <FormLayout>
          {LISTS.slice(0, 2).map(([key, label, help]) => (
            <ListField
              key={key}
              label={label}
              helpText={help}
              values={value[key]}
              onChange={(v) => set(key, v)}
              error={err(key)}
            />
          ))}
          <CatalogueField
            kind="product"
            label="Products"
            values={value.product_ids}
            onChange={(v) => set('product_ids', v)}
            error={err('product_ids')}
          />
          <CatalogueField
            kind="collection"
            label="Collections"
            values={value.collection_ids}
            onChange={(v) => set('collection_ids', v)}
            error={err('collection_ids')}
          />
          {LISTS.slice(2).map(([key, label, help]) => (
            <ListField
              key={key}
              label={label}
              helpText={help}
              values={value[key]}
              onChange={(v) => set(key, v)}
              error={err(key)}
            />
          ))}
          <Checkbox
            label="Cash-on-delivery orders"
            checked={value.cod_orders}
            onChange={(v) => set('cod_orders', v)}
          />
        </FormLayout>
      )}
    </BlockStack>
  );
}
