import { describe, expect, it } from 'vitest';
import { reorderedIds } from './reordered-ids';

describe('reorderedIds', () => {
  it('moves an id within the order and keeps the order at either end', () => {
    expect(reorderedIds(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(reorderedIds(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(reorderedIds(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(reorderedIds(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
