import { randomUUID } from 'node:crypto';
import { type LinkPurpose, linkExpiry, passwordLinkUrl } from '@roundtrip/core/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passwordLinks } from '../../db/schema';
import type { Deps } from '../../deps';
import { passwordLinkToken, pendingLinkToken } from '../../password-link-token';
// A link token has the refresh token's shape: 256 bits, only its SHA-256 stored.
import { hashRefreshToken } from './tokens';

export type LinkRecipient = { id: string; storeId: string; email: string };

/**
 * Writes a one-time link to set a password in the caller's transaction and answers its address with a
 * placeholder for the token, for the email the caller writes in the same transaction
 * (notifications/account-emails.ts): the token itself is rendered only when the email is sent or handed
 * over, so no row holds it. Earlier unused links of the same purpose stop working.
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
  const id = randomUUID();
  await db.insert(passwordLinks).values({
    id,
    storeId: user.storeId,
    userId: user.id,
    purpose,
    tokenHash: hashRefreshToken(passwordLinkToken(deps.config, id)),
    expiresAt: linkExpiry(purpose, now),
    createdAt: now,
  });
  const publicUrl = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  return passwordLinkUrl(publicUrl, pendingLinkToken(id));
}
