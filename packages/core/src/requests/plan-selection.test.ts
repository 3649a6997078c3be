import { describe, expect, it } from 'vitest';
import { wantedVariantIds } from './plan-selection';

describe('wantedVariantIds', () => {
  it('every variant the input names, once', () => {
    expect(
      wantedVariantIds({
        items: [
          { line_item_id: 'a', quantity: 1, exchange_variant_id: 'v2' },
          {
            line_item_id: 'b',
            quantity: 2,
            exchange_variants: [
              { variant_id: 'v2', quantity: 1 },
              { variant_id: 'v6', quantity: 1 },
            ],
          },
          { line_item_id: 'c', quantity: 1 },
        ],
      }),
    ).toEqual(['v2', 'v6']);
  });
});
