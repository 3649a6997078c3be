// Stores can be marked parent or child, switched and removed: the rules of one organisation.

/** What the linked store is to the store that sees the link. */
export type StoreRelation = 'parent' | 'child';

export type StoreLinkFacts = {
  storeId: string;
  otherStoreId: string;
  /** What the other store becomes to this one. */
  relation: StoreRelation;
  /** The links each of the two stores already has, as seen from that store. */
  linksOfStore: readonly { linkedStoreId: string; relation: StoreRelation }[];
  linksOfOther: readonly { linkedStoreId: string; relation: StoreRelation }[];
};

export const organizationMessages = {
  self: 'A store cannot be linked to itself',
  already: 'These stores are already linked',
  oneParent: 'A store has at most one parent store',
  depth: 'A parent store cannot itself be a child, and a child cannot have children',
  adminOnly: 'Only an admin of both stores can link them',
  otherToken: 'Sign in to the other store to link it',
} as const;

/**
 * Why the link cannot be made, or null. An organisation is one level deep (a parent and its
 * children), so the stores a user can switch between never form a chain or a cycle.
 */
export function storeLinkProblem(f: StoreLinkFacts): string | null {
  if (f.storeId === f.otherStoreId) return organizationMessages.self;
  if (f.linksOfStore.some((l) => l.linkedStoreId === f.otherStoreId)) return organizationMessages.already;
  const parent = f.relation === 'parent' ? f.linksOfOther : f.linksOfStore;
  const child = f.relation === 'parent' ? f.linksOfStore : f.linksOfOther;
  if (child.some((l) => l.relation === 'parent')) return organizationMessages.oneParent;
  if (parent.some((l) => l.relation === 'parent') || child.some((l) => l.relation === 'child')) {
    return organizationMessages.depth;
  }
  return null;
}

/** The same link seen from the other store. */
export const mirrorRelation = (relation: StoreRelation): StoreRelation =>
  relation === 'parent' ? 'child' : 'parent';
