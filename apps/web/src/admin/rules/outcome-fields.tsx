import { REFUND_MODE_LABELS, REFUND_MODES, type RuleType } from '@roundtrip/core';
import { Banner, FormLayout, Select, Text, TextField } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { errorAt, type FieldMessages } from '../../lib/field-errors';
import { CatalogueField } from '../policies/fields/catalogue-field';

type Props = {
  type: RuleType;
  outcome: Record<string, unknown>;
  onChange: (outcome: Record<string, unknown>) => void;
  errors: FieldMessages;
};

const opts = (pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
const APPLIES = opts([
  ['return', 'Returns'],
  ['exchange', 'Exchanges'],
  ['both', 'Returns and exchanges'],
]);
const VALUE_TYPES = opts([
  ['percent', 'Percentage'],
  ['fixed', 'Fixed amount'],
]);

/** The outcome inputs of each rule type (the contract's outcome schema, field by field). */
export function OutcomeFields({ type, outcome, onChange, errors }: Props) {
  const set = (key: string, value: unknown) => onChange({ ...outcome, [key]: value });
  const str = (key: string) => String(outcome[key] ?? '');
  const err = (key: string) => fieldAlert(errorAt(errors, `outcome.${key}`));
  const select = (key: string, label: string, options: { value: string; label: string }[]) => (
    <Select
      key={key}
      label={label}
      options={options}
      value={str(key)}
      onChange={(v) => set(key, v)}
      error={err(key)}
    />
  );
  const text = (key: string, label: string, help?: string, suffix?: string) => (
    <TextField
      key={key}
      label={label}
      autoComplete="off"
      helpText={help}
      suffix={suffix}
      value={str(key)}
      onChange={(v) => set(key, v)}
      error={err(key)}
    />
  );
  const percentOr = (typeKey: string) => (outcome[typeKey] === 'percent' ? '%' : undefined);

  let fields: ReactNode[] = [];
  switch (type) {
    case 'promotion':
      fields = [
        select(
          'trigger',
          'When the shopper chooses',
          opts([
            ['store_credit', 'Store credit'],
            ['exchange', 'An exchange (not yet supported)'],
          ]),
        ),
        select(
          'reward',
          'Reward',
          opts([
            ['bonus_credit', 'Bonus store credit'],
            ['discount', 'Discount on the exchange order (not yet supported)'],
          ]),
        ),
        // Neither reaches the shopper yet: the exchange page does not show it and nothing pays it.
        ...(outcome.trigger === 'exchange' || outcome.reward === 'discount'
          ? [
              <Banner key="unsupported" tone="warning" title="Not yet supported">
                <Text as="p">
                  A reward for choosing an exchange, and a discount on the exchange order, are not given to
                  shoppers yet. Use an upsell rule to offer a discount on an added product instead.
                </Text>
              </Banner>,
            ]
          : []),
        select('value_type', 'Value type', VALUE_TYPES),
        text(
          'value',
          'Value',
          'Percent of what was paid for the item, or a fixed amount per item.',
          percentOr('value_type'),
        ),
      ];
      break;
    case 'upsell':
      fields = [
        <CatalogueField
          key="product_ids"
          kind="product"
          label="Products to suggest"
          values={(outcome.product_ids as string[]) ?? []}
          onChange={(v) => set('product_ids', v)}
          error={errorAt(errors, 'outcome.product_ids')}
        />,
        text('headline', 'Headline', 'Shown above the suggestions; empty for the default.'),
        select(
          'discount_type',
          'Discount',
          opts([
            ['none', 'No discount'],
            ['percent', 'Percentage'],
            ['fixed', 'Fixed amount'],
          ]),
        ),
        ...(outcome.discount_type === 'none'
          ? []
          : [text('discount_value', 'Discount value', undefined, percentOr('discount_type'))]),
      ];
      break;
    case 'exchange':
      fields = [
        select(
          'exchange_with',
          'Exchange for',
          opts([
            ['same_product', 'Another variant of the same product'],
            ['other_products', 'Other products (Grow)'],
          ]),
        ),
        ...(outcome.exchange_with === 'other_products'
          ? [
              <CatalogueField
                key="product_ids"
                kind="product"
                label="Allowed products"
                helpText="None chosen: any product."
                values={(outcome.product_ids as string[]) ?? []}
                onChange={(v) => set('product_ids', v)}
                error={errorAt(errors, 'outcome.product_ids')}
              />,
              <CatalogueField
                key="collection_ids"
                kind="collection"
                label="Allowed collections"
                values={(outcome.collection_ids as string[]) ?? []}
                onChange={(v) => set('collection_ids', v)}
                error={errorAt(errors, 'outcome.collection_ids')}
              />,
            ]
          : []),
        select(
          'price',
          'Price of the new item',
          opts([
            ['any', 'Any price'],
            ['same_or_lower', 'The same or lower'],
            ['same', 'Exactly the same'],
          ]),
        ),
      ];
      break;
    case 'product_filter':
      fields = [
        select(
          'action',
          'Matching items',
          opts([
            ['block', 'Cannot be returned or exchanged'],
            ['final_sale', 'Are final sale'],
          ]),
        ),
        select('applies_to', 'Applies to', APPLIES),
        text('message', 'Message to the shopper', 'Empty for the default sentence.'),
      ];
      break;
    case 'return_fee':
      fields = [
        select('fee_type', 'Fee type', VALUE_TYPES),
        text(
          'value',
          'Fee',
          'Fixed: per request. Percentage: of what was paid for the matching items.',
          percentOr('fee_type'),
        ),
        select('applies_to', 'Applies to', APPLIES),
      ];
      break;
    case 'green_return':
      fields = [
        text('refund_percent', 'Refund', 'Share of what was paid that is refunded.', '%'),
        select('refund_mode', 'Refund mode', [
          { value: '', label: 'The shopper’s choice' },
          ...REFUND_MODES.map((m) => ({ value: m, label: REFUND_MODE_LABELS[m] })),
        ]),
        text('message', 'Message to the shopper', 'Empty for the default sentence.'),
      ];
      break;
  }
  return <FormLayout>{fields}</FormLayout>;
}
