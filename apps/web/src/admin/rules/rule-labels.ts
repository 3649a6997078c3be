import type { RuleType } from '@roundtrip/core';

export const RULE_TYPE_LABELS: Readonly<
  Record<RuleType, { singular: string; plural: string; help: string }>
> = {
  promotion: {
    singular: 'Promotion',
    plural: 'Promotions',
    help: 'Bonus store credit for shoppers who choose store credit (rewards for choosing an exchange are not yet supported).',
  },
  upsell: {
    singular: 'Upsell rule',
    plural: 'Upsell rules',
    help: 'Products shoppers can add to an exchange, at a discount if you set one (Grow: upsell booster).',
  },
  exchange: {
    singular: 'Exchange rule',
    plural: 'Exchange rules',
    help: 'Which products an item may be exchanged for, and at what price.',
  },
  product_filter: {
    singular: 'Product filter',
    plural: 'Product filters',
    help: 'Products and variants that cannot be returned or exchanged, and final-sale items.',
  },
  return_fee: {
    singular: 'Return fee rule',
    plural: 'Return fee rules',
    help: 'The fee a matching request pays, taken from its refund.',
  },
  green_return: {
    singular: 'Green return rule',
    plural: 'Green return rules',
    help: 'Items the shopper keeps: refunded without sending them back.',
  },
};
