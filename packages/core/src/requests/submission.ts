import type { z } from 'zod';
import type { createRequestBody } from '../contracts/portal-requests';
import { reasonNeedsPhotos } from '../damage/assessment';
import { PHONE_COUNTRY_CODES } from '../geo/phone-country-codes';
import type { StorePolicy } from '../policy/store-policy';
import type { RuleSet } from '../rules/rule-set';
import type { LineFacts, PlanVariant } from './facts';
import { lineEligibility } from './line-eligibility';
import type { RequestPlan } from './plan-types';
import { notEligible, type Planned, planned, refused } from './refusals';

export type SubmissionForm = Pick<
  z.output<typeof createRequestBody>,
  'kind' | 'refund_mode' | 'bank_details' | 'phone' | 'items'
>;

/** A store's reason as the form checks it. */
export type SubmissionReason = {
  id: string;
  /** A name containing "damaged" asks for photos too. */
  name?: string;
  kind: 'return' | 'exchange' | 'both';
  requiresMedia: boolean;
  requiresComment: boolean;
};

/**
 * The form's checks beyond its schema: bank details for bank transfer, a known dial code, one of the
 * store's active reasons for the kind (with its photo and comment rules) for each item, and files this
 * session uploaded and has not attached yet (`uploads`), each attached once.
 */
export function submissionRefusal(
  form: SubmissionForm,
  facts: { reasons: readonly SubmissionReason[]; uploads: ReadonlySet<string> },
): Planned<null> {
  if (form.refund_mode === 'bank_transfer' && !form.bank_details) {
    return refused('BANK_DETAILS_REQUIRED', 'bank_details');
  }
  if (!PHONE_COUNTRY_CODES.some((c) => c.value === form.phone.dial_code)) {
    return refused('DIAL_CODE_UNKNOWN', 'phone.dial_code');
  }
  const mediaIds = form.items.flatMap((i) => i.media_ids);
  if (new Set(mediaIds).size !== mediaIds.length) return refused('FILE_ATTACHED_TWICE', 'items');
  for (const [i, item] of form.items.entries()) {
    const reason = facts.reasons.find((r) => r.id === item.reason_id);
    if (!reason || (reason.kind !== 'both' && reason.kind !== form.kind)) {
      return refused('REASON_REQUIRED', `items.${i}.reason_id`);
    }
    if (reasonNeedsPhotos(reason) && item.media_ids.length === 0) {
      return refused('MEDIA_REQUIRED', `items.${i}.media_ids`);
    }
    if (reason.requiresComment && item.comment.trim() === '') {
      return refused('COMMENT_REQUIRED', `items.${i}.comment`);
    }
    if (item.media_ids.some((id) => !facts.uploads.has(id))) {
      return refused('MEDIA_NOT_FOUND', `items.${i}.media_ids`);
    }
  }
  return planned(null);
}

/** An exchange the store pays back on needs to know how: the shopper names a refund mode. */
export function differenceModeRefusal(
  plan: Pick<RequestPlan<LineFacts, PlanVariant>, 'refund' | 'refundMode'>,
) {
  return plan.refund.totals.payer === 'merchant' && !plan.refundMode
    ? refused('DIFFERENCE_MODE_REQUIRED', 'refund_mode')
    : planned(null);
}

/**
 * Checked again under the order's lock: units taken by requests made since the plan was read still
 * count. `held` is the units each line's requests hold now.
 */
export function heldUnitsRefusal(
  plan: RequestPlan<LineFacts, PlanVariant>,
  facts: {
    held: ReadonlyMap<string, number>;
    policy: StorePolicy;
    productFilters: RuleSet['product_filter'];
    now: number;
  },
): Planned<null> {
  for (const [i, item] of plan.items.entries()) {
    const held = Math.max(facts.held.get(item.line.line.id) ?? 0, item.line.refundedQuantity);
    if (held === item.line.alreadyRequested) continue;
    const verdict = lineEligibility({
      ...facts,
      line: { ...item.line, alreadyRequested: held },
      kind: plan.kind,
      quantity: item.input.quantity,
    });
    if (!verdict.eligible) {
      return notEligible(`items.${i}`, verdict.reasons);
    }
  }
  return planned(null);
}
