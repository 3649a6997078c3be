import type { refundBody } from '@roundtrip/core';
import { refundQuantity } from '@roundtrip/core/lifecycle';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { effectiveStorePolicy, type StoreCreditForm, storeCreditForm } from '@roundtrip/core/policy';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type RefundRow, type RequestItemRow, sideEffects, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { refundIdOf } from '../../jobs/effects';
import { gatingPlan } from '../../store/billing';
import { counterPatch, countersOf } from './item-counters';
import { refundableUnits } from './request-pricing';

type RefundInput = z.output<typeof refundBody>;

/**
 * Store credit as a balance on the customer's account or as a gift card: the merchant's choice, else the
 * store's setting, which its plan may turn off. Choosing a gift card needs a plan with gift card refunds.
 */
export async function creditFormOf(
  deps: Deps,
  tx: Tx,
  storeId: string,
  asked: RefundInput['store_credit_form'],
): Promise<StoreCreditForm> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return 'credit_account';
  const plan = gatingPlan(deps.config, store);
  if (asked === 'gift_card' && !isFeatureUnlocked(plan, 'gift_card_refunds'))
    throw new AppError('PLAN_REQUIRED', 'Gift card refunds need the Grow plan');
  return asked ?? storeCreditForm(effectiveStorePolicy(store.policySettings, plan));
}

/**
 * The units a refund pays for, per item: the refundable units no refund has counted yet (their counters
 * move now), plus the units of the failed refunds it replaces (already counted, they change records).
 */
export function unitsOfRefund(items: readonly RequestItemRow[], replaced: readonly RefundRow[]) {
  return items.flatMap((item) => {
    const fresh = Math.max(0, refundableUnits(item) - item.refundedQty);
    const taken = replaced
      .flatMap((r) => r.items)
      .filter((i) => i.item_id === item.id)
      .reduce((n, i) => n + i.quantity, 0);
    if (fresh + taken <= 0) return [];
    const patch =
      fresh > 0
        ? counterPatch(refundQuantity(countersOf(item), fresh, { beforeReceipt: Boolean(item.greenReturn) }))
        : null;
    return [{ item, units: fresh + taken, patch }];
  });
}

/**
 * Whether a request still needs attention once these failed refunds are replaced: another step failed
 * that the new refund does not settle (emails never hold a request up).
 */
export async function otherFailures(tx: Tx, requestId: string, replacedIds: readonly string[]) {
  const failed = await tx
    .select()
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.requestId, requestId),
        eq(sideEffects.status, 'failed'),
        ne(sideEffects.effect, 'notify_customer'),
      ),
    );
  return failed.filter((e) => {
    const refundId = refundIdOf(e);
    return !(refundId && replacedIds.includes(refundId));
  });
}
