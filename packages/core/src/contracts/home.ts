// GET /api/dashboard/v1/home: what the merchant's home page shows (docs/home.md).
import { z } from 'zod';
import { SETUP_STEP_IDS } from '../home/setup-steps';
import { WORK_QUEUES } from '../home/work-queues';
import { SHOWN_STATUSES } from '../shopper/refund-state';
import { amount, isoDate, requestKind, requestStatus } from './shared';

export const homeResponse = z.object({
  store_name: z.string(),
  /** "Self-hosted: all features" while billing is off; the plan's name in words otherwise. */
  plan_label: z.string(),
  /** True when BILLING=shopify: only then are plans, badges and upgrades shown. */
  billing: z.boolean(),
  /** Each work queue's count per kind, from the same filter as the list its link opens. */
  queues: z.array(z.object({ queue: z.enum(WORK_QUEUES), returns: z.number(), exchanges: z.number() })),
  /** The newest requests, any status but archived. */
  latest: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: requestKind,
      status: requestStatus,
      /** "Refunded" only for money that moved (core `shownStatus`). */
      shown_status: z.enum(SHOWN_STATUSES),
      customer_name: z.string(),
      requested_amount: amount,
      currency: z.string(),
      needs_attention: z.boolean(),
      created_at: isoDate,
    }),
  ),
  /** Requests created in the last 30 days, amounts in the store's currency. */
  last_30_days: z.object({
    currency: z.string(),
    requests: z.number(),
    /** Requested value of the returns (rejected and cancelled ones left out). */
    returned_value: amount,
    /** Money refunded to shoppers (store credit aside), from refunds not failed. */
    refunded: amount,
    /** Value kept in the store: exchange requests plus store-credit refunds. */
    kept: amount,
    /** One entry per day, oldest first, the last being today (UTC). */
    daily: z.array(z.object({ day: z.iso.date(), requests: z.number() })),
  }),
  /** The shopper portal's search page. */
  portal_url: z.string(),
  setup: z.array(
    z.object({
      id: z.enum(SETUP_STEP_IDS),
      title: z.string(),
      description: z.string(),
      action: z.object({ label: z.string(), url: z.string() }),
      done: z.boolean(),
    }),
  ),
});
export type HomeResponse = z.infer<typeof homeResponse>;
