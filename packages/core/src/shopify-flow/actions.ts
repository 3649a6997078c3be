import { z } from 'zod';

// Roundtrip's Shopify Flow actions (docs/flow.md): Flow posts a run of one to our runtime URL; its
// extension under extensions/flow-action-<name>/ declares the properties read here.

export const FLOW_ACTIONS = ['approve-request', 'reject-request', 'tag-request'] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

/** The action's handle in Shopify. */
export const flowActionHandle = (action: FlowAction) => `roundtrip-${action}`;

/** The request an action names: its id as a trigger sent it, or its name (1001-1). */
const requestRef = z.string().trim().min(1, 'Please name the request').max(100);

/** Each action's properties, keyed as its extension's fields are. */
export const FLOW_ACTION_PROPERTIES = {
  'approve-request': z.object({ request_id: requestRef }),
  'reject-request': z.object({
    request_id: requestRef,
    reason: z.string().trim().min(1, 'Please give a reason').max(1000),
  }),
  'tag-request': z.object({
    request_id: requestRef,
    tag: z.string().trim().min(1, 'Please enter a tag').max(50),
  }),
} satisfies Record<FlowAction, z.ZodType>;

/** The action a body names by its handle, or null for one Roundtrip does not have. */
export function flowActionOf(handle: string): FlowAction | null {
  return FLOW_ACTIONS.find((a) => flowActionHandle(a) === handle) ?? null;
}
