import { flowLifecycleBody } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import { shopifyFlowTriggers } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalidFlowBody, type SignedCall, signedFlowCall } from './signed-flow-call';

/**
 * Flow's trigger lifecycle callback (docs/flow.md): a merchant turned on or off a workflow that uses one
 * of our triggers. Recorded per shop and trigger, newest timestamp wins (callbacks may arrive out of
 * order). Flow lets the merchant turn a workflow on only after a 2xx within 5 seconds, so a shop we do
 * not serve still answers 200.
 */
export async function recordTriggerLifecycle(deps: Deps, call: SignedCall) {
  const { body, store } = await signedFlowCall(deps, call);
  const parsed = flowLifecycleBody.safeParse(body);
  if (!parsed.success) throw invalidFlowBody(parsed.error);
  if (!store) return { status: 'ignored' as const };
  const stated = new Date(parsed.data.timestamp);
  const [row] = await deps.db
    .insert(shopifyFlowTriggers)
    .values({
      storeId: store.id,
      trigger: parsed.data.flow_trigger_definition_id,
      enabled: parsed.data.has_enabled_flow,
      statedAt: stated,
      updatedAt: deps.clock(),
    })
    .onConflictDoUpdate({
      target: [shopifyFlowTriggers.storeId, shopifyFlowTriggers.trigger],
      set: { enabled: parsed.data.has_enabled_flow, statedAt: stated, updatedAt: deps.clock() },
      setWhere: sql`${shopifyFlowTriggers.statedAt} < excluded.stated_at`,
    })
    .returning({ trigger: shopifyFlowTriggers.trigger });
  return { status: row ? ('recorded' as const) : ('stale' as const) };
}
