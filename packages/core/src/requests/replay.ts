import { marketOf } from '../policy/markets';
import type { StorePolicy } from '../policy/store-policy';
import type { LineFacts, PlanLineItem, PlanProduct, PlanVariant } from './facts';
import { planRequest } from './plan-request';
import type { PlanFacts, PlanInput } from './plan-types';

/** One past request as it was asked: the facts it was planned on (at its own time) and what the shopper sent. */
export type PastRequest<L extends LineFacts, V extends PlanVariant> = {
  created_at: string;
  /** The policy is left out: a replay plans under the one it compares. */
  facts: Omit<PlanFacts<L, V>, 'policy'>;
  input: PlanInput;
};

/**
 * What a request keeps of its planning (the request's `planning` column): the shopper's input and the
 * facts, clock included, cut to the fields planning reads, so a later replay plans it exactly again.
 */
export type RecordedPlanning = Omit<PastRequest<LineFacts, PlanVariant>, 'created_at'>;

const lineItemOf = (l: PlanLineItem): PlanLineItem => ({
  id: l.id,
  product_id: l.product_id,
  variant_id: l.variant_id,
  quantity: l.quantity,
  price: l.price,
  price_set: { presentment_money: { amount: l.price_set.presentment_money.amount } },
  total_discount: l.total_discount,
  tax_lines: l.tax_lines.map((t) => ({ price: t.price })),
});

const productOf = (p: PlanProduct): PlanProduct => ({
  id: p.id,
  ...(p.title === undefined ? {} : { title: p.title }),
  tags: p.tags,
  collection_ids: p.collection_ids,
});

const variantOf = (v: PlanVariant): PlanVariant => ({
  id: v.id,
  product_id: v.product_id,
  title: v.title,
  option1: v.option1,
  option2: v.option2,
  option3: v.option3,
  price: v.price,
  currency: v.currency,
  inventory_quantity: v.inventory_quantity,
  blocked: v.blocked,
});

/** The record a request keeps when it is made (the platform's objects carry far more than planning reads). */
export function recordPlanning<L extends LineFacts, V extends PlanVariant>(
  facts: PlanFacts<L, V>,
  input: PlanInput,
): RecordedPlanning {
  const { order } = facts;
  return {
    input,
    facts: {
      order: {
        created_at: order.created_at,
        currency: order.currency,
        presentment_currency: order.presentment_currency,
        taxes_included: order.taxes_included,
        payment_gateway_names: order.payment_gateway_names,
        transactions: order.transactions,
        customer: order.customer && { tags: order.customer.tags },
        shipping_address: order.shipping_address && { country_code: order.shipping_address.country_code },
        billing_address: order.billing_address && { country_code: order.billing_address.country_code },
      },
      lines: facts.lines.map((l) => ({
        line: lineItemOf(l.line),
        product: l.product && productOf(l.product),
        fulfilledQuantity: l.fulfilledQuantity,
        refundedQuantity: l.refundedQuantity,
        alreadyRequested: l.alreadyRequested,
        eligibilityOrder: l.eligibilityOrder,
        ruleContext: l.ruleContext,
      })),
      variants: facts.variants.map(variantOf),
      otherProducts: facts.otherProducts.map(productOf),
      upsellsUnlocked: facts.upsellsUnlocked,
      rules: facts.rules,
      taxRates: facts.taxRates,
      now: facts.now,
    },
  };
}

/** What a policy makes of a month's requests; money in minor units of the shop currency. */
type ReplayFigures = {
  allowed: number;
  refused: number;
  refund: number;
  fees: number;
  /** Refunds kept in the store as store credit, bonus included. */
  credit_kept: number;
  exchanges: number;
};

export type ReplayMonth = {
  /** `2026-03`, UTC. */
  month: string;
  /** Requests of the month made before requests recorded their planning: left out of the figures. */
  not_replayable: number;
  current: ReplayFigures;
  proposed: ReplayFigures;
  /** proposed minus current. */
  delta: ReplayFigures;
};

const zero = (): ReplayFigures => ({
  allowed: 0,
  refused: 0,
  refund: 0,
  fees: 0,
  credit_kept: 0,
  exchanges: 0,
});

/** Adds one request planned under `policy` to the figures. */
function count<L extends LineFacts, V extends PlanVariant>(
  into: ReplayFigures,
  past: PastRequest<L, V>,
  policy: StorePolicy,
): void {
  // The rules' `market` conditions follow the markets of the policy replayed, not those recorded.
  const lines = past.facts.lines.map((l) => ({
    ...l,
    ruleContext: { ...l.ruleContext, market: marketOf(policy.markets, l.ruleContext.country)?.name ?? null },
  }));
  const out = planRequest({ ...past.facts, lines, policy }, past.input);
  if (!out.ok) {
    into.refused += 1;
    return;
  }
  const { totals } = out.value.refund;
  into.allowed += 1;
  into.refund += totals.refund;
  into.fees += totals.fee;
  if (out.value.refundMode === 'store_credit') into.credit_kept += totals.refund + totals.bonus;
  if (out.value.kind === 'exchange') into.exchanges += 1;
}

/**
 * The policy simulator (docs/policies.md "Preview the effect"): every past request planned again by
 * core's planner under the current and the proposed policy, at the moment it was made, summed per month.
 * `months` lists every month asked (those without requests come out as zeros); `unrecorded` are the
 * requests made before requests recorded their planning, counted per month as not replayable.
 */
export function replayPolicy<L extends LineFacts, V extends PlanVariant>(input: {
  history: readonly PastRequest<L, V>[];
  current: StorePolicy;
  proposed: StorePolicy;
  months?: readonly string[];
  unrecorded?: readonly { created_at: string }[];
}): ReplayMonth[] {
  type Row = { current: ReplayFigures; proposed: ReplayFigures; not_replayable: number };
  const months = new Map<string, Row>();
  const rowOf = (created_at: string) => {
    const month = created_at.slice(0, 7);
    const row = months.get(month) ?? { current: zero(), proposed: zero(), not_replayable: 0 };
    months.set(month, row);
    return row;
  };
  for (const month of input.months ?? []) rowOf(month);
  for (const past of input.history) {
    const row = rowOf(past.created_at);
    count(row.current, past, input.current);
    count(row.proposed, past, input.proposed);
  }
  for (const past of input.unrecorded ?? []) rowOf(past.created_at).not_replayable += 1;
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { current, proposed, not_replayable }]) => ({
      month,
      not_replayable,
      current,
      proposed,
      delta: {
        allowed: proposed.allowed - current.allowed,
        refused: proposed.refused - current.refused,
        refund: proposed.refund - current.refund,
        fees: proposed.fees - current.fees,
        credit_kept: proposed.credit_kept - current.credit_kept,
        exchanges: proposed.exchanges - current.exchanges,
      },
    }));
}

/** The `count` months up to and including `now`'s, oldest first (`2026-03`, UTC). */
export function replayMonths(now: number, count: number): string[] {
  const d = new Date(now);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (count - 1 - i), 1)).toISOString().slice(0, 7),
  );
}
