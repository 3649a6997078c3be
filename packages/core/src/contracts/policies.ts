// Policy settings (docs/policies.md): GET /setting/v1, POST /setting/v1/update, PUT /setting/v1/policy.
// docs/policies.md lists every block with its meaning, default, effect and plan.
import { z } from 'zod';
import { PLAN_TIERS } from '../plans/plans';
import { POLICY_BLOCKS } from '../policy/blocks';
import { AUTOMATION_KEYS, policySettingsSchema, READ_ONLY_KEYS } from '../policy/settings';
import { PORTAL_LANGUAGES } from './portal-session';

export {
  type LockedChange,
  lockedChanges,
  POLICY_BLOCKS,
  PORTAL_KEYS,
  type PolicyBlock,
} from '../policy/blocks';

type Shape = typeof policySettingsSchema.shape;
type Editable = Omit<Shape, (typeof AUTOMATION_KEYS)[number] | (typeof READ_ONLY_KEYS)[number]>;
type Optionalised<S> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer I> ? z.ZodOptional<I> : z.ZodOptional<S[K] & z.ZodType>;
};

function editableShape(): Optionalised<Editable> {
  const skip = new Set<string>([...AUTOMATION_KEYS, ...READ_ONLY_KEYS]);
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(policySettingsSchema.shape)) {
    if (skip.has(key)) continue;
    out[key] = (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional() as z.ZodType;
  }
  return out as unknown as Optionalised<Editable>;
}

/** The portal settings kept on the store row (the `:url` handle, accent colour, language). */
export const portalHandleField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9-]{1,62}$/,
    'Use 2 to 63 lowercase letters, digits or dashes, starting with a letter or digit',
  );
export const brandColorField = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, 'Use a colour like #1a73e8, or leave it empty for the default');

/**
 * POST /setting/v1/update and PUT /setting/v1/policy. Every field is optional: POST changes only the
 * fields sent (one block's save bar); PUT replaces the policy, fields not sent return to their defaults.
 * Automation settings and keys this version does not know are never changed by either call.
 */
export const policyUpdateBody = z.object({
  ...editableShape(),
  portal_handle: portalHandleField.optional(),
  brand_color: brandColorField.optional(),
  language: z.enum(PORTAL_LANGUAGES, { error: 'Choose a portal language' }).optional(),
});
export type PolicyUpdateBody = z.input<typeof policyUpdateBody>;

export const policyBlockView = z.object({
  id: z.string(),
  title: z.string(),
  help: z.string(),
  fields: z.array(z.string()),
  /** Plan feature (docs/plans.md) needed to switch it on, or null. */
  feature: z.string().nullable(),
  /** Plan that unlocks it ('grow' or 'scale'), or null when every plan has it. */
  required_plan: z.enum(['grow', 'scale']).nullable(),
  /** True when the store's plan lacks the feature: show the upsell modal instead of saving. */
  locked: z.boolean(),
  /** API path of the rule list the block shows, or null. */
  rules: z.string().nullable(),
});
export type PolicyBlockView = z.infer<typeof policyBlockView>;

export const policySettingsResponse = z.object({
  /** Every policy setting with its default filled in (automation settings included, read-only here). */
  setting: policySettingsSchema,
  portal: z.object({
    /** The `/:url` of the portal: the chosen handle or the shop name. */
    handle: z.string(),
    /** True when `handle` is the shop name because the merchant has not chosen one. */
    handle_is_default: z.boolean(),
    brand_color: z.string(),
    language: z.enum(PORTAL_LANGUAGES),
  }),
  plan: z.object({ name: z.string(), tier: z.enum(PLAN_TIERS) }),
  /** The blocks of the settings page in order, with their plan lock (POLICY_BLOCKS). */
  blocks: z.array(policyBlockView),
});
export type PolicySettingsResponse = z.infer<typeof policySettingsResponse>;

/** Block ids of the settings page, in order. */
export const POLICY_BLOCK_IDS = POLICY_BLOCKS.map((b) => b.id);

/** POST /setting/v1/policy/simulate: the form's unsaved policy (changes over the saved one) and how far back. */
export const policySimulateBody = z.object({
  policy: policyUpdateBody,
  months: z
    .number({ error: 'Choose how many months to look back' })
    .int('Choose a whole number of months')
    .min(1, 'Look back at least 1 month')
    .max(12, 'Look back at most 12 months'),
});
export type PolicySimulateBody = z.input<typeof policySimulateBody>;

/** Money as decimal strings in the shop currency. */
const simulatedFigures = z.object({
  allowed: z.number().int(),
  refused: z.number().int(),
  refund: z.string(),
  fees: z.string(),
  /** Refunds kept in the store as store credit, bonus included. */
  credit_kept: z.string(),
  exchanges: z.number().int(),
});

export const policySimulateResponse = z.object({
  currency: z.string(),
  /** Oldest first, every month of the window (`2026-03`, UTC). */
  months: z.array(
    z.object({
      month: z.string(),
      /** Requests made before requests recorded their planning: left out of the figures. */
      not_replayable: z.number().int(),
      current: simulatedFigures,
      proposed: simulatedFigures,
      /** proposed minus current. */
      delta: simulatedFigures,
    }),
  ),
});
export type PolicySimulateResponse = z.infer<typeof policySimulateResponse>;
