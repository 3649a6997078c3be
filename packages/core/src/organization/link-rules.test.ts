import { describe, expect, it } from 'vitest';
import { organizationMessages, storeLinkProblem } from './link-rules';

const base = { storeId: 'a', otherStoreId: 'b', linksOfStore: [], linksOfOther: [] };

describe('storeLinkProblem', () => {
  it('links two free stores either way', () => {
    expect(storeLinkProblem({ ...base, relation: 'child' })).toBeNull();
    expect(storeLinkProblem({ ...base, relation: 'parent' })).toBeNull();
  });

  it('refuses itself, a second link, a second parent and a chain', () => {
    expect(storeLinkProblem({ ...base, otherStoreId: 'a', relation: 'child' })).toBe(
      organizationMessages.self,
    );
    expect(
      storeLinkProblem({
        ...base,
        relation: 'child',
        linksOfStore: [{ linkedStoreId: 'b', relation: 'child' }],
      }),
    ).toBe(organizationMessages.already);
    expect(
      storeLinkProblem({
        ...base,
        relation: 'child',
        linksOfOther: [{ linkedStoreId: 'c', relation: 'parent' }],
      }),
    ).toBe(organizationMessages.oneParent);
    expect(
      storeLinkProblem({
        ...base,
        relation: 'child',
        linksOfStore: [{ linkedStoreId: 'c', relation: 'parent' }],
      }),
    ).toBe(organizationMessages.depth);
    expect(
      storeLinkProblem({
        ...base,
        relation: 'parent',
        linksOfStore: [{ linkedStoreId: 'c', relation: 'child' }],
      }),
    ).toBe(organizationMessages.depth);
  });
});
