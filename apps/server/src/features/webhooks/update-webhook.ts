import type { WebhookUpdateBody } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { checkWebhookUrl } from './check-webhook-url';
import { endpointOf, toWebhookView } from './webhook-view';

/** Changes the address or topics; `enabled` turns it off (by the merchant) or back on (failures forgotten). */
export async function updateWebhook(deps: Deps, storeId: string, id: string, body: WebhookUpdateBody) {
  await endpointOf(deps.db, storeId, id);
  if (body.url !== undefined) await checkWebhookUrl(deps, body.url);
  const now = deps.clock();
  await deps.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined && { url: body.url }),
      ...(body.topics !== undefined && { topics: body.topics }),
      ...(body.enabled === true && { enabled: true, disabledReason: null, failingSince: null }),
      ...(body.enabled === false && { enabled: false, disabledReason: 'merchant' }),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, id));
  return toWebhookView(await endpointOf(deps.db, storeId, id), now);
}
