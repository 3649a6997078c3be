import { PORTAL_LANGUAGES, type RefundMode, type ReturnMethod } from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { Checkbox, FormLayout, Select, TextField } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { errorAt, type FieldMessages } from '../../lib/field-errors';
import { ListField } from './fields/list-field';
import { MarketsField } from './fields/markets-field';
import { RefundModesField } from './fields/refund-modes-field';
import { type Restriction, RestrictionField } from './fields/restriction-field';
import { ReturnMethodsField } from './fields/return-methods-field';
import type { BlockDraft } from './policy-form';

export type BlockFieldsProps = {
  fields: readonly string[];
  draft: BlockDraft;
  set: (field: string, value: unknown) => void;
  errors: FieldMessages;
  /** The plan feature of the block when the store's plan lacks it. */
  lockedFeature: Feature | null;
  onLocked: (feature: Feature) => void;
};

type Meta =
  | { kind: 'toggle'; label: string; help?: string; gated?: boolean }
  | { kind: 'number'; label: string; suffix: string; help?: string }
  | { kind: 'text'; label: string; help?: string; placeholder?: string; prefix?: string }
  | { kind: 'select'; label: string; options: { label: string; value: string }[]; help?: string };

/** Labels and inputs of the policy settings; docs/settings-ux.md lists them with their block. */
const META: Record<string, Meta> = {
  return_enabled: { kind: 'toggle', label: 'Accept returns' },
  exchange_enabled: { kind: 'toggle', label: 'Accept exchanges' },
  return_window_days: { kind: 'number', label: 'Return window', suffix: 'days' },
  exchange_window_days: { kind: 'number', label: 'Exchange window', suffix: 'days' },
  window_starts_at: {
    kind: 'select',
    label: 'Count the windows from',
    options: [
      { label: 'Delivery (fulfillment when no delivery date is known)', value: 'delivery' },
      { label: 'Fulfillment', value: 'fulfillment' },
      { label: 'Order date', value: 'order' },
    ],
  },
  restrict_return_if_not_delivered: { kind: 'toggle', label: 'Only accept returns of delivered orders' },
  restrict_exchange_if_not_delivered: { kind: 'toggle', label: 'Only accept exchanges of delivered orders' },
  exchange_rules_enabled: { kind: 'toggle', label: 'Apply exchange rules' },
  exchange_out_of_stock: { kind: 'toggle', label: 'Offer out-of-stock variants for exchange' },
  hold_exchange_orders: {
    kind: 'toggle',
    label: 'Hold exchange orders until the return is received',
    gated: true,
  },
  exchange_with_other_products: { kind: 'toggle', label: 'Allow exchange with other products', gated: true },
  multiple_exchange_products: { kind: 'toggle', label: 'Allow several new items for one returned item' },
  restrict_discounted_returns: {
    kind: 'toggle',
    label: 'Refuse returns of items bought with a discount code',
  },
  restrict_discounted_exchanges: {
    kind: 'toggle',
    label: 'Refuse exchanges of items bought with a discount code',
  },
  do_not_carry_forward_discount: {
    kind: 'toggle',
    label: 'Do not carry the original discount to the replacement',
  },
  do_not_carry_forward_discount_percentage: {
    kind: 'number',
    label: 'Share of the discount withheld',
    suffix: '%',
    help: '100 withholds the whole discount.',
  },
  restrict_refund_on_price_difference: {
    kind: 'toggle',
    label: 'Do not refund the difference when the replacement is cheaper',
  },
  smart_exchange: { kind: 'toggle', label: 'Suggest the best variant', gated: true },
  capture_payments: { kind: 'toggle', label: 'Let shoppers pay the price difference', gated: true },
  return_multiple_items: { kind: 'toggle', label: 'Allow several items in one request' },
  return_fee: {
    kind: 'text',
    label: 'Return fee per request',
    help: 'An amount like 5.00 in your store currency, taken from the refund. Leave empty for no fee.',
    placeholder: '0.00',
  },
  gift_returns: { kind: 'toggle', label: 'Accept gift returns' },
  cancel_unfulfilled: { kind: 'toggle', label: 'Let shoppers cancel items that have not shipped' },
  green_return: { kind: 'toggle', label: 'Let shoppers keep items that match a green return rule' },
  exchange_order_prefix: { kind: 'text', label: 'Prefix', placeholder: 'EX-' },
  exchange_order_suffix: { kind: 'text', label: 'Suffix', placeholder: '-R' },
  store_credit_bonus_percent: {
    kind: 'number',
    label: 'Store credit bonus',
    suffix: '%',
    help: 'Extra credit for shoppers who choose store credit (0 for none).',
  },
  store_credit_as_gift_card: { kind: 'toggle', label: 'Issue store credit as a gift card', gated: true },
  refund_shipping: { kind: 'toggle', label: 'Refund the returned items’ share of shipping' },
  portal_handle: {
    kind: 'text',
    label: 'Portal address',
    prefix: '/',
    help: 'Shoppers find their orders at this address of your returns portal.',
  },
  brand_color: {
    kind: 'text',
    label: 'Brand colour',
    placeholder: '#1a73e8',
    help: 'Leave empty for the default.',
  },
  language: {
    kind: 'select',
    label: 'Portal language',
    options: PORTAL_LANGUAGES.map((l) => ({ label: l === 'en' ? 'English' : 'हिन्दी (Hindi)', value: l })),
  },
};

const TAG_FIELDS: Record<string, string> = { exchange_order_tags: 'Tags' };

/** Renders a block's settings from its field list; the few structured ones have their own inputs. */
export function BlockFields({ fields, draft, set, errors, lockedFeature, onLocked }: BlockFieldsProps) {
  const out: ReactNode[] = [];
  for (const field of fields) {
    const value = draft[field];
    const error = errorAt(errors, field);
    if (field === 'restrict_return_orders' || field === 'restrict_exchange_orders') {
      out.push(
        <RestrictionField
          key={field}
          field={field}
          kind={field === 'restrict_return_orders' ? 'returns' : 'exchanges'}
          value={value as Restriction}
          onChange={(v) => set(field, v)}
          errors={errors}
        />,
      );
      continue;
    }
    if (field === 'markets') {
      out.push(
        <MarketsField
          key={field}
          value={value as Parameters<typeof MarketsField>[0]['value']}
          onChange={(v) => set(field, v)}
          errors={errors}
        />,
      );
      continue;
    }
    if (field === 'refund_modes') {
      out.push(
        <RefundModesField
          key={field}
          value={value as RefundMode[]}
          onChange={(v) => set(field, v)}
          error={error}
        />,
      );
      continue;
    }
    if (field === 'return_methods') {
      out.push(
        <ReturnMethodsField
          key={field}
          value={value as ReturnMethod[]}
          onChange={(v) => set(field, v)}
          error={error}
        />,
      );
      continue;
    }
    if (TAG_FIELDS[field]) {
      out.push(
        <ListField
          key={field}
          label={TAG_FIELDS[field]}
          helpText="Press Enter after each tag."
          values={value as string[]}
          onChange={(v) => set(field, v)}
          error={error}
        />,
      );
      continue;
    }
    const meta = META[field];
    if (!meta) continue;
    if (meta.kind === 'toggle') {
      out.push(
        <Checkbox
          key={field}
          label={meta.label}
          helpText={meta.help}
          checked={value === true}
          error={error}
          onChange={(on) => {
            // A gated setting the plan lacks opens its upsell modal instead of switching on.
            if (on && meta.gated && lockedFeature) onLocked(lockedFeature);
            else set(field, on);
          }}
        />,
      );
    } else if (meta.kind === 'number') {
      out.push(
        <TextField
          key={field}
          label={meta.label}
          type="number"
          autoComplete="off"
          suffix={meta.suffix}
          helpText={meta.help}
          value={String(value ?? '')}
          onChange={(v) => set(field, v)}
          error={fieldAlert(error)}
        />,
      );
    } else if (meta.kind === 'text') {
      out.push(
        <TextField
          key={field}
          label={meta.label}
          autoComplete="off"
          prefix={meta.prefix}
          placeholder={meta.placeholder}
          helpText={meta.help}
          value={String(value ?? '')}
          onChange={(v) => set(field, v)}
          error={fieldAlert(error)}
        />,
      );
    } else {
      out.push(
        <Select
          key={field}
          label={meta.label}
          options={meta.options}
          helpText={meta.help}
          value={String(value ?? '')}
          onChange={(v) => {
            if (field === 'language' && v !== 'en' && lockedFeature) onLocked(lockedFeature);
            else set(field, v);
          }}
          error={fieldAlert(error)}
        />,
      );
    }
  }
  return <FormLayout>{out}</FormLayout>;
}
