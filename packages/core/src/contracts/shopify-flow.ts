// What Shopify Flow posts to Roundtrip and what Roundtrip answers (docs/flow.md). Both bodies are read
// after their HMAC is checked on the raw bytes; loose, so a field Flow adds later passes through.
import { z } from 'zod';

const shopId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String);

/** One run of an action: Shopify's documented fields; `properties` as the action's extension declares them. */
export const flowActionBody = z.looseObject({
  shop_id: shopId,
  shopify_domain: z.string().min(1).max(255),
  action_run_id: z.string().min(1).max(255),
  action_definition_id: z.string().max(255).optional(),
  handle: z.string().max(100),
  properties: z.record(z.string(), z.unknown()),
});
export type FlowActionBody = z.output<typeof flowActionBody>;

/** The trigger lifecycle callback: a workflow using one of our triggers was turned on or off in a shop. */
export const flowLifecycleBody = z.looseObject({
  flow_trigger_definition_id: z.string().min(1).max(255),
  has_enabled_flow: z.boolean(),
  shop_id: shopId,
  shopify_domain: z.string().min(1).max(255),
  timestamp: z.iso.datetime({ offset: true }),
});
export type FlowLifecycleBody = z.output<typeof flowLifecycleBody>;

/** A run acted (or an earlier delivery of the same run did): Flow counts any 200 as done. */
export const flowActionReceipt = z.object({ status: z.enum(['done', 'already_done']) });

/** The callback was recorded, or was older than what is recorded, or named a shop we do not serve. */
export const flowLifecycleReceipt = z.object({ status: z.enum(['recorded', 'stale', 'ignored']) });
