import type { StorePolicy } from '../policy/store-policy';
import type { LineFacts, PlanVariant } from './facts';
import { planRequest } from './plan-request';
import type { PlanFacts, PlanInput } from './plan-types';

/** One past request as it was asked: the facts it was planned on (at its own time) and what the shopper sent. */
export type PastRequest<L extends LineFacts, V extends PlanVariant> = {
  created_at: string;
  facts: PlanFacts<L, V>;
  input: PlanInput;
};

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
  const out = planRequest({ ...past.facts, policy }, past.input);
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
 */
export function replayPolicy<L extends LineFacts, V extends PlanVariant>(input: {
  history: readonly PastRequest<L, V>[];
  current: StorePolicy;
  proposed: StorePolicy;
}): ReplayMonth[] {
  const months = new Map<string, { current: ReplayFigures; proposed: ReplayFigures }>();
  for (const past of input.history) {
    const month = past.created_at.slice(0, 7);
    const row = months.get(month) ?? { current: zero(), proposed: zero() };
    months.set(month, row);
    count(row.current, past, input.current);
    count(row.proposed, past, input.proposed);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { current, proposed }]) => ({
      month,
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
