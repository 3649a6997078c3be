import type { Db, Tx } from '../../db/client';
import { reasons } from '../../db/schema';

type DefaultReason = {
  name: string;
  kind: 'return' | 'exchange' | 'both';
  requiresMedia?: boolean;
  requiresComment?: boolean;
};

/** What every store starts with; the merchant edits them later. Damage and wrong items need photos. */
export const DEFAULT_REASONS: readonly DefaultReason[] = [
  { name: 'Size too small', kind: 'both' },
  { name: 'Size too large', kind: 'both' },
  { name: 'Damaged or defective', kind: 'both', requiresMedia: true },
  { name: 'Wrong item received', kind: 'both', requiresMedia: true },
  { name: 'Not as described', kind: 'both' },
  { name: 'Quality not as expected', kind: 'both' },
  { name: 'Changed my mind', kind: 'return' },
  { name: 'Found a better price', kind: 'return' },
  { name: 'Want a different colour', kind: 'exchange' },
  { name: 'Other', kind: 'both', requiresComment: true },
];

/** Inserts the default reasons a store does not have yet (by name, case-insensitively). */
export async function seedDefaultReasons(db: Db | Tx, storeId: string): Promise<void> {
  await db
    .insert(reasons)
    .values(
      DEFAULT_REASONS.map((r, position) => ({
        storeId,
        name: r.name,
        kind: r.kind,
        requiresMedia: r.requiresMedia ?? false,
        requiresComment: r.requiresComment ?? false,
        position,
      })),
    )
    .onConflictDoNothing();
}
