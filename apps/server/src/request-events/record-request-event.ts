import type { Tx } from '../db/client';
import { type RequestEventRow, requestEvents } from '../db/schema';
import type { Deps } from '../deps';
import { queueEventWebhooks } from '../providers/webhooks-out/webhook-jobs';
import { queueFlowTriggers } from '../shopify-flow/queue-flow-triggers';

export type NewRequestEvent = typeof requestEvents.$inferInsert;

/**
 * The one way a request event is written: the timeline rows and, in the same transaction, their
 * outgoing messages (each subscribed webhook endpoint, Klaviyo, the shop's Shopify Flow), so a message
 * exists exactly when its event does. Events without a topic (notes, tags, `redacted`, ...) go out nowhere.
 */
export async function recordRequestEvents(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  values: readonly NewRequestEvent[],
): Promise<RequestEventRow[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(requestEvents)
    .values([...values])
    .returning();
  for (const row of rows) {
    await queueEventWebhooks(deps, tx, row);
    await queueFlowTriggers(deps, tx, row);
  }
  return rows;
}

/** One event: see recordRequestEvents. */
export async function recordRequestEvent(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  value: NewRequestEvent,
): Promise<RequestEventRow> {
  const [row] = await recordRequestEvents(deps, tx, [value]);
  if (!row) throw new Error('request event not inserted');
  return row;
}
