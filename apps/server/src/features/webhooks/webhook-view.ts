import type { WebhookView } from '@roundtrip/core';
import { webhookView } from '@roundtrip/core';
import { previousSecretSigns } from '@roundtrip/core/webhooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { notFound } from '../../errors';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

const disabledReason = webhookView.shape.disabled_reason.catch(null);

/** The endpoint as the API shows it: never its secrets. */
export function toWebhookView(row: WebhookEndpointRow, now: Date): WebhookView {
  return {
    id: row.id,
    url: row.url,
    topics: row.topics,
    enabled: row.enabled,
    disabled_reason: disabledReason.parse(row.disabledReason),
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_expires_at: previousSecretSigns(row.previousSecretExpiresAt, now)
      ? row.previousSecretExpiresAt.toISOString()
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The store's endpoint, or 404 (another store's id answers the same as a missing one). The Klaviyo
 * connection shares the table but not these routes: its key is never revealed or re-pointed here.
 */
export async function endpointOf(db: Db, storeId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.storeId, storeId),
        eq(webhookEndpoints.kind, 'webhook'),
      ),
    );
  if (!row) throw notFound('No such webhook');
  return row;
}
