// Workflows and the automation settings: docs/workflows.md.
import { z } from 'zod';
import { automationSettingsSchema } from '../workflows/automation';
import {
  WORKFLOW_ACTIONS,
  WORKFLOW_TRIGGERS,
  workflowDefinitionSchema,
  workflowFields,
} from '../workflows/definition';

/** POST /workflow/v1 and PUT /workflow/v1/{id}. */
export const workflowBody = workflowDefinitionSchema;
export type WorkflowBody = z.input<typeof workflowBody>;

export const workflowParams = z.object({ id: z.uuid({ error: 'Not found' }) });

export const workflowListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** PATCH /workflow/v1/{id}: sets `active`, or flips it when the body has none. */
export const workflowToggleBody = z.object({ active: z.boolean().optional() }).default({});

export const workflowView = workflowFields.extend({
  id: z.string(),
  /** Runs that acted on a request; the last one's time. */
  runs: z.number().int(),
  last_run_at: z.string().nullable(),
  /** The member whose permissions bound its actions (email), or null once they left the team. */
  author: z.string().nullable(),
  /** Why its latest refused run did not act (an action beyond its author's permissions), or null. */
  last_refusal: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkflowView = z.infer<typeof workflowView>;

export const workflowListResponse = z.object({
  docs: z.array(workflowView),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type WorkflowList = z.infer<typeof workflowListResponse>;

export const workflowDeletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** POST /workflow/v1/dry-run: an unsaved workflow's conditions against the store's last 50 requests. */
export const dryRunBody = workflowFields.pick({ match: true, conditions: true });
export type DryRunBody = z.input<typeof dryRunBody>;
export const dryRunResponse = z.object({
  checked: z.number().int(),
  matched: z.number().int(),
  requests: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DryRunResult = z.infer<typeof dryRunResponse>;

/** GET /automation/v1 and PUT /automation/v1 (the body: any of the settings). */
export const automationResponse = z.object({
  settings: automationSettingsSchema,
  workflows: z.object({ total: z.number().int(), active: z.number().int() }),
});
export type AutomationResponse = z.infer<typeof automationResponse>;
export const automationBody = automationSettingsSchema.partial();
export type AutomationBody = z.input<typeof automationBody>;

const choice = <T extends string>(values: readonly T[]) =>
  z.array(z.object({ value: z.enum(values as [T, ...T[]]), label: z.string(), supported: z.boolean() }));

/** GET /common/v1/automation-rules: what the builder offers. */
export const automationRulesResponse = z.object({
  triggers: choice(WORKFLOW_TRIGGERS),
  conditions: z.array(z.object({ value: z.string(), label: z.string() })),
  actions: choice(WORKFLOW_ACTIONS),
});
export type AutomationRules = z.infer<typeof automationRulesResponse>;

/** GET /courier-partner/v1/automation/list: couriers a workflow may choose. */
export const automationCouriersResponse = z.object({
  docs: z.array(z.object({ id: z.string(), name: z.string() })),
  supported: z.boolean(),
});
