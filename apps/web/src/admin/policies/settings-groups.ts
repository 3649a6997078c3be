import type { PolicyBlockView } from '@roundtrip/core';
import { SHOPPER_SEES } from './shopper-lines';

/** The sections of the page, in order; a block the list does not name goes to the last one. */
const GROUPS: { id: string; title: string; ids: string[] }[] = [
  {
    id: 'returns',
    title: 'Returns',
    ids: [
      'return_window',
      'restrict_return_orders',
      'restrict_return_if_not_delivered',
      'return_multiple_items',
      'return_fee',
      'gift_returns',
      'green_return',
      'cancellations',
      'add_new_filter',
    ],
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    ids: [
      'exchange_window',
      'restrict_exchange_orders',
      'restrict_exchange_if_not_delivered',
      'exchange_rules',
      'exchange_with_other_products',
      'smart_exchange',
      'multiple_exchange_products',
      'exchange_out_of_stock',
      'hold_exchange_orders',
      'exchange_order_tags',
      'exchange_order_name',
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds and payments',
    ids: [
      'refund_modes',
      'gift_card_refunds',
      'restrict_discounts',
      'restrict_refund_on_price_difference',
      'capture_payments',
    ],
  },
  { id: 'markets', title: 'Markets', ids: ['markets'] },
  { id: 'portal', title: 'Shopper portal', ids: ['portal'] },
];

/**
 * "Create new exchange rule" lists the same exchange rules as the "Exchange rules" block (the product names
 * both); the page shows that list once, in "Exchange rules".
 */
const SHOWN_ELSEWHERE = new Set(['create_exchange_rule']);

export type SettingsGroup = { id: string; title: string; blocks: PolicyBlockView[] };

function matches(block: PolicyBlockView, query: string): boolean {
  if (!query) return true;
  const text = [
    block.title,
    block.help,
    SHOPPER_SEES[block.id] ?? '',
    ...block.fields.map((f) => f.replaceAll('_', ' ')),
  ]
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The page's sections with the blocks the search matches (every word, anywhere in a block's text). */
export function groupBlocks(blocks: PolicyBlockView[], query = ''): SettingsGroup[] {
  const shown = blocks.filter((b) => !SHOWN_ELSEWHERE.has(b.id) && matches(b, query.trim()));
  const named = new Set(GROUPS.flatMap((g) => g.ids));
  const groups = GROUPS.map((g) => ({
    id: g.id,
    title: g.title,
    blocks: g.ids.map((id) => shown.find((b) => b.id === id)).filter((b): b is PolicyBlockView => !!b),
  }));
  const others = shown.filter((b) => !named.has(b.id));
  if (others.length) groups.push({ id: 'other', title: 'Other', blocks: others });
  return groups.filter((g) => g.blocks.length > 0);
}
