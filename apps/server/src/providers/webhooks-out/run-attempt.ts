import type { AttemptOutcome } from '@roundtrip/core/webhooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { unseal } from '../../platform/shopify/connection/encryption';
import { attemptDelivery, type DeliveryOptions } from './deliver';
import { secretContext } from './endpoints';
import { klaviyoHeaders } from './klaviyo-events';
import { signedHeaders } from './sign';

/**
 * The job body for one delivery: tries it once, logs the attempt, and records what follows.
 * Returns the outcome (null when there was nothing to do) so the caller can queue the retry.
 */
export async function runWebhookAttempt(
  db: Db,
  key: Buffer,
  deliveryId: string,
  options: DeliveryOptions & { random: () => number },
): Promise<AttemptOutcome | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (row?.delivery.status !== 'pending' || !row.endpoint.enabled) return null;
  const { delivery, endpoint } = row;
  const now = options.now();
  const secrets = [unseal(key, endpoint.secretSealed, secretContext(endpoint.id))];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  ) {
    secrets.push(unseal(key, endpoint.previousSecretSealed, `${secretContext(endpoint.id)}:previous`));
  }
  const [current] = secrets;
  const headers =
    endpoint.kind === 'klaviyo' && current
      ? () => klaviyoHeaders(current)
      : (sentAt: Date) => signedHeaders(secrets, delivery.id, sentAt, delivery.body);
  const attempt = delivery.attempts + 1;
  const { result, outcome } = await attemptDelivery(
    { url: endpoint.url, messageId: delivery.id, body: delivery.body, headers },
    attempt,
    options,
  );
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      storeId: delivery.storeId,
      deliveryId: delivery.id,
      attempt,
      responseStatus: result.status,
      latencyMs: result.latencyMs,
      responseExcerpt: result.excerpt,
    });
    const status =
      outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'retry' ? 'pending' : 'failed';
    const nextAttemptAt =
      outcome.kind === 'retry' ? new Date(now.getTime() + outcome.delaySeconds * 1000) : null;
    await tx
      .update(webhookDeliveries)
      .set({ attempts: attempt, status, nextAttemptAt })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (outcome.kind === 'delivered') {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
    } else if (outcome.kind === 'retry') {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
        .where(eq(webhookEndpoints.id, endpoint.id));
    } else {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: outcome.kind, updatedAt: now })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
  });
  return outcome;
}
