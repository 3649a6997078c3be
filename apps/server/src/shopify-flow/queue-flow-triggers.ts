import {
  flowTriggerHandle,
  flowTriggerName,
  flowTriggerPayload,
  isFlowTriggerEvent,
} from '@roundtrip/core/shopify-flow';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type RequestEventRow, requests, shopifyFlowTriggers, stores } from '../db/schema';
import { keptStoreFact, PLATFORM_FACT } from '../db/tenant-scope';
import type { Deps } from '../deps';
import { enqueueEffects } from '../outbox/enqueue';

/**
 * Called by recordRequestEvents in the event's transaction: an event with a Flow trigger, on a Shopify
 * store where a workflow using that trigger is on, queues its `flow_trigger` side effect, so the trigger
 * exists exactly when the event does (docs/flow.md). Flow's lifecycle callback names a trigger by its
 * definition id; both the handle and the name are matched, as Shopify's examples show either.
 */
export async function queueFlowTriggers(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  event: RequestEventRow,
): Promise<void> {
  const type = event.type;
  if (!isFlowTriggerEvent(type)) return;
  // Flow is Shopify's: a request that already knows its store is on another platform reads nothing.
  const platform = keptStoreFact<string>(event.storeId, PLATFORM_FACT);
  if (platform && (await platform) !== 'shopify') return;
  const handle = flowTriggerHandle(type);
  const [row] = await tx
    .select({ request: requests })
    .from(requests)
    .innerJoin(stores, eq(stores.id, requests.storeId))
    .innerJoin(
      shopifyFlowTriggers,
      and(
        eq(shopifyFlowTriggers.storeId, requests.storeId),
        inArray(shopifyFlowTriggers.trigger, [handle, flowTriggerName(type)]),
        eq(shopifyFlowTriggers.enabled, true),
      ),
    )
    .where(
      and(
        eq(requests.id, event.requestId),
        eq(requests.storeId, event.storeId),
        eq(stores.platform, 'shopify'),
      ),
    )
    .limit(1);
  if (!row) return;
  const payload = flowTriggerPayload({ request: row.request, event: { type, data: event.data } });
  if (!payload) return;
  await enqueueEffects(
    deps.sender,
    tx,
    { storeId: event.storeId, requestId: event.requestId, now: event.createdAt },
    [{ effect: 'flow_trigger', payload: { handle, payload } }],
  );
}
