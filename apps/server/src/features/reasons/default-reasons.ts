import type { Db, Tx } from '../../db/client';
import { reasons } from '../../db/schema';

type DefaultReason = {
  name: string;
  /** The Hindi name, so the portal in Hindi shows the defaults in Hindi too. */
  hi: string;
  kind: 'return' | 'exchange' | 'both';
  requiresMedia?: boolean;
  requiresComment?: boolean;
};

/** What every store starts with; the merchant edits them later. Damage and wrong items need photos. */
export const DEFAULT_REASONS: readonly DefaultReason[] = [
  { name: 'Size too small', hi: 'साइज़ छोटा है', kind: 'both' },
  { name: 'Size too large', hi: 'साइज़ बड़ा है', kind: 'both' },
  { name: 'Damaged or defective', hi: 'टूटा हुआ या खराब', kind: 'both', requiresMedia: true },
  { name: 'Wrong item received', hi: 'गलत सामान मिला', kind: 'both', requiresMedia: true },
  { name: 'Not as described', hi: 'विवरण से अलग', kind: 'both' },
  { name: 'Quality not as expected', hi: 'गुणवत्ता उम्मीद से कम', kind: 'both' },
  { name: 'Changed my mind', hi: 'मेरा मन बदल गया', kind: 'return' },
  { name: 'Found a better price', hi: 'कहीं और सस्ता मिला', kind: 'return' },
  { name: 'Want a different colour', hi: 'दूसरा रंग चाहिए', kind: 'exchange' },
  { name: 'Other', hi: 'अन्य', kind: 'both', requiresComment: true },
];

/** Inserts the default reasons a store does not have yet (by name, case-insensitively). */
export async function seedDefaultReasons(db: Db | Tx, storeId: string): Promise<void> {
  await db
    .insert(reasons)
    .values(
      DEFAULT_REASONS.map((r, position) => ({
        storeId,
        name: r.name,
        translations: { hi: r.hi },
        kind: r.kind,
        requiresMedia: r.requiresMedia ?? false,
        requiresComment: r.requiresComment ?? false,
        position,
      })),
    )
    .onConflictDoNothing();
}
