import { and, asc, eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { toWebhookView } from './webhook-view';

export async function listWebhooks(deps: Deps, storeId: string) {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.kind, 'webhook')))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  const now = deps.clock();
  return { docs: rows.map((row) => toWebhookView(row, now)) };
}
