import { type LinkPurpose, linkExpiry, passwordLinkUrl } from '@roundtrip/core/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passwordLinks } from '../../db/schema';
import type { Deps } from '../../deps';
// A link token has the refresh token's shape: 256 random bits, only its SHA-256 stored.
import { newRefreshToken } from './tokens';

export type LinkRecipient = { id: string; storeId: string; email: string };

/**
 * Writes a one-time link to set a password in the caller's transaction and answers its address, for the
 * email the caller writes in the same transaction (notifications/account-emails.ts). Earlier unused
 * links of the same purpose stop working: only the newest email's link does.
 */
export async function issuePasswordLink(
  deps: Pick<Deps, 'config'>,
  db: Tx,
  input: { user: LinkRecipient; purpose: LinkPurpose; now: Date },
): Promise<string> {
  const { user, purpose, now } = input;
  await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordLinks.userId, user.id),
        eq(passwordLinks.purpose, purpose),
        isNull(passwordLinks.usedAt),
      ),
    );
  const { token, hash } = newRefreshToken();
  await db.insert(passwordLinks).values({
    storeId: user.storeId,
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: linkExpiry(purpose, now),
    createdAt: now,
  });
  const publicUrl = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  return passwordLinkUrl(publicUrl, token);
}
