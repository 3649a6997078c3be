import { previousSecretExpiry, previousSecretSigns } from '@roundtrip/core/webhooks';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { seal, unseal } from '../../platform/shopify/connection/encryption';
import { secretContext } from '../../providers/webhooks-out/endpoints';
import { newWebhookSecret } from '../../providers/webhooks-out/sign';
import { endpointOf } from './webhook-view';

const expiry = (at: Date | null, now: Date) => (previousSecretSigns(at, now) ? at.toISOString() : null);

/** "Reveal": the current secret, for whoever may edit webhooks. */
export async function revealWebhookSecret(deps: Deps, storeId: string, id: string) {
  const row = await endpointOf(deps.db, storeId, id);
  return {
    secret: unseal(deps.config.encryptionKey, row.secretSealed, secretContext(row.id)),
    previous_secret_expires_at: expiry(row.previousSecretExpiresAt, deps.clock()),
  };
}

/** A new secret; the one it replaces still signs for 24 hours (both signatures are sent). */
export async function rotateWebhookSecret(deps: Deps, storeId: string, id: string) {
  const row = await endpointOf(deps.db, storeId, id);
  const key = deps.config.encryptionKey;
  const now = deps.clock();
  const current = unseal(key, row.secretSealed, secretContext(row.id));
  const secret = newWebhookSecret();
  const expiresAt = previousSecretExpiry(now);
  await deps.db
    .update(webhookEndpoints)
    .set({
      secretSealed: seal(key, secret, secretContext(row.id)),
      previousSecretSealed: seal(key, current, `${secretContext(row.id)}:previous`),
      previousSecretExpiresAt: expiresAt,
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, row.id));
  return { secret, previous_secret_expires_at: expiresAt.toISOString() };
}
