import type { FlowTriggerInput } from '../platform';
import { FLOW_TRIGGER_RECEIVE } from './documents/app';
import type { ShopifyDeps } from './shopify-deps';
import { throwUserErrors } from './write-journal';

/**
 * Starts the shop's Flow workflows that use a trigger (docs/flow.md). Flow keeps no idempotency key:
 * a retry after an answer that never arrived may start them twice, so the outbox sends at least once.
 */
export async function sendFlowTrigger(deps: ShopifyDeps, storeId: string, input: FlowTriggerInput) {
  const data = await deps.gql(storeId, FLOW_TRIGGER_RECEIVE, input, { write: true });
  throwUserErrors(data.flowTriggerReceive?.userErrors);
}
