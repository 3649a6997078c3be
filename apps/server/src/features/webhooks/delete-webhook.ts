import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { endpointOf } from './webhook-view';

/** Removes the endpoint with its deliveries and log; queued jobs then find nothing to do. */
export async function deleteWebhook(deps: Deps, storeId: string, id: string) {
  await endpointOf(deps.db, storeId, id);
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return { id };
}
