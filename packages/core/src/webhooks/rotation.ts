/** After a secret rotation the old secret keeps signing this long, so receivers can switch without a gap. */
const SECRET_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** Until when the replaced secret still signs, for a rotation at `now`. */
export const previousSecretExpiry = (now: Date): Date => new Date(now.getTime() + SECRET_ROTATION_OVERLAP_MS);

/** Whether the replaced secret still signs at `now` (null: no rotation under way). */
export const previousSecretSigns = (expiresAt: Date | null, now: Date): expiresAt is Date =>
  expiresAt !== null && expiresAt > now;
