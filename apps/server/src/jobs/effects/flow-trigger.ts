import type { z } from 'zod';
import { flowTriggerPayload } from '../../outbox/payloads';
import { storeHasFeature } from '../../store/billing';
import type { Effect } from './effect';

export type FlowTriggerPayload = z.infer<typeof flowTriggerPayload>;

/** Sends a request event to the shop's Shopify Flow workflows (docs/flow.md). */
export const flowTrigger: Effect<FlowTriggerPayload> = {
  payload: flowTriggerPayload,
  logKind: 'shopify',
  async run({ deps, row, payload }) {
    // Flow is an automation: a store whose plan lacks automations (a downgrade) starts no workflow.
    if (!(await storeHasFeature(deps, row.storeId, 'automations')))
      return { request: payload, response: { sent: false, reason: 'The store’s plan has no automations' } };
    await deps.platform.sendFlowTrigger(row.storeId, payload);
    return { request: payload, response: { sent: true } };
  },
};
