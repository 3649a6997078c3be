import { describe, expect, it } from 'vitest';
import { catalogueIds } from './outcomes';

describe('catalogueIds', () => {
  it('reads the product and collection ids a stored outcome or restriction names', () => {
    expect(catalogueIds.parse({ product_ids: ['1', '2'], headline: 'x' })).toEqual({
      product_ids: ['1', '2'],
      collection_ids: [],
    });
  });

  it('reads nothing from a missing or malformed block instead of failing', () => {
    expect(catalogueIds.parse(undefined)).toEqual({ product_ids: [], collection_ids: [] });
    expect(catalogueIds.parse({ product_ids: 'not a list' })).toEqual({
      product_ids: [],
      collection_ids: [],
    });
  });
});
