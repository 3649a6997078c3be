import { z } from 'zod';
import { COURIERS } from '../contracts/requests-list';
import { safeText } from '../policy/settings';
import { REFUND_MODES } from '../pricing/refund-types';
import { RISK_LEVELS } from '../risk/risk-score';
import { amountField, LIST_OPERATORS, RULE_MATCH_MODES, ruleConditionSchema } from '../rules/conditions';

/**
 * What starts a workflow (docs/workflows.md): a request event, or `no_change`, a request left
 * untouched for `days` days (checked by the periodic job with the clock passed in).
 */
export const WORKFLOW_TRIGGERS = [
  'request_created',
  'approved',
  'in_transit',
  'delivered',
  'received',
  'inspected',
  'refunded',
  'exchange_order_created',
  'tag_added',
  'no_change',
] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];

/** The request event type (request_events.type) behind each event trigger. */
export const TRIGGER_EVENTS: Record<Exclude<WorkflowTrigger, 'no_change'>, string> = {
  request_created: 'created',
  approved: 'approved',
  in_transit: 'in_transit',
  delivered: 'delivered',
  received: 'received',
  inspected: 'inspected',
  refunded: 'refunded',
  exchange_order_created: 'exchanged',
  tag_added: 'tag',
};

export const WORKFLOW_ACTIONS = [
  'approve',
  'reject',
  'choose_courier',
  'receive',
  'refund',
  'add_tag',
  'archive',
  'notify',
  'release_hold',
  'send_webhook',
] as const;
export type WorkflowActionType = (typeof WORKFLOW_ACTIONS)[number];

const message = safeText(1000).pipe(z.string().min(1, 'Please write the message'));
const count = z
  .number({ error: 'Enter a number' })
  .int('Enter a whole number')
  .min(0, 'Cannot be negative')
  .max(10_000, 'At most 10000');

const riskPoints = z
  .number({ error: 'Enter a number' })
  .int('Enter a whole number')
  .min(0, 'Cannot be negative')
  .max(100, 'At most 100');

const workflowActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('approve') }),
  z.object({ type: z.literal('reject'), message }),
  z.object({ type: z.literal('choose_courier'), courier: z.enum(COURIERS, { error: 'Choose a courier' }) }),
  z.object({ type: z.literal('receive') }),
  z.object({ type: z.literal('refund'), mode: z.enum(REFUND_MODES) }),
  z.object({
    type: z.literal('add_tag'),
    tag: safeText(50).pipe(z.string().min(1, 'A tag cannot be empty')),
  }),
  z.object({ type: z.literal('archive') }),
  z.object({ type: z.literal('notify'), message }),
  z.object({ type: z.literal('release_hold') }),
  // One of the store's webhook endpoints (docs/webhooks.md): it gets the request's latest event.
  z.object({ type: z.literal('send_webhook'), endpoint_id: z.uuid({ error: 'Choose a webhook endpoint' }) }),
]);
export type WorkflowAction = z.infer<typeof workflowActionSchema>;

/** Conditions about the whole request, beside core's per-item rule conditions. */
const requestConditionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('refund_mode'),
    operator: z.enum(LIST_OPERATORS).default('in'),
    values: z.array(z.enum(REFUND_MODES)).min(1, 'Add at least one value'),
  }),
  /** The request's refund value (shop currency), both ends inclusive. */
  z
    .object({
      type: z.literal('request_value'),
      min: amountField.nullable().default(null),
      max: amountField.nullable().default(null),
    })
    .refine((c) => c.min !== null || c.max !== null, {
      message: 'Enter a minimum or a maximum',
      path: ['min'],
    }),
  /** Requests the same customer made before this one. */
  z
    .object({
      type: z.literal('earlier_returns'),
      min: count.nullable().default(null),
      max: count.nullable().default(null),
    })
    .refine((c) => c.min !== null || c.max !== null, {
      message: 'Enter a minimum or a maximum',
      path: ['min'],
    }),
  /** The request's return risk score, 0-100 (docs/lists-and-risk.md), both ends inclusive. */
  z
    .object({
      type: z.literal('risk_score'),
      min: riskPoints.nullable().default(null),
      max: riskPoints.nullable().default(null),
    })
    .refine((c) => c.min !== null || c.max !== null, {
      message: 'Enter a minimum or a maximum',
      path: ['min'],
    }),
  z.object({
    type: z.literal('risk_level'),
    operator: z.enum(LIST_OPERATORS).default('in'),
    values: z.array(z.enum(RISK_LEVELS)).min(1, 'Add at least one value'),
  }),
]);

const workflowConditionSchema = z.union([ruleConditionSchema, requestConditionSchema]);
export type WorkflowCondition = z.infer<typeof workflowConditionSchema>;

/** A workflow's fields as stored and shown. */
export const workflowFields = z.object({
  name: safeText(120).pipe(z.string().min(1, 'Please name the workflow')),
  active: z.boolean().default(true),
  trigger: z.enum(WORKFLOW_TRIGGERS),
  /** For `no_change`: days without any change. */
  trigger_days: z
    .number()
    .int()
    .min(1, 'At least 1 day')
    .max(365, 'At most 365 days')
    .nullable()
    .default(null),
  match: z.enum(RULE_MATCH_MODES).default('all'),
  conditions: z.array(workflowConditionSchema).max(20, 'At most 20 conditions').default([]),
  actions: z.array(workflowActionSchema).min(1, 'Add at least one action').max(10, 'At most 10 actions'),
});

/** What the builder sends: the fields and a day count for `no_change`. */
export const workflowDefinitionSchema = workflowFields.superRefine((w, ctx) => {
  if (w.trigger === 'no_change' && w.trigger_days === null)
    ctx.addIssue({ code: 'custom', path: ['trigger_days'], message: 'Enter the number of days' });
});
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;

/** Runs a request may take from all workflows together: two workflows that trigger each other stop here. */
export const WORKFLOW_RUN_CAP = 10;
