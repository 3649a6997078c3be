/** Hands out the platform ids of one store from a block reserved in demo_shops.next_id. */
export type IdSource = { next(): number; readonly used: number };

export function idSource(start: number): IdSource {
  let value = start;
  return {
    next: () => value++,
    get used() {
      return value - start;
    },
  };
}

/** A row as the generator builds it: the store is added when it is inserted. */
export type SeedRow<T extends { $inferInsert: { storeId: string } }> = Omit<T['$inferInsert'], 'storeId'>;
