import { randomUUID } from 'node:crypto';
import { type PlanInput, recordPlanning } from '@roundtrip/core/requests';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type RequestRow, requestItems, requests } from '../../../db/schema';
import type { Deps } from '../../../deps';
import type { Order } from '../../../platform/platform';
import { recordRequestEvent } from '../../../request-events/record-request-event';
import type { PortalPlan, PortalPlanFacts } from './plan-request';
import { requestAmounts, requestItemValues } from './request-values';

/** One writer per order at a time, until the transaction ends: names and units are counted under it. */
export const lockOrder = (tx: Tx, storeId: string, orderId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${storeId}|${orderId}`}))`);

/** What the caller decides; the order, the plan and the name fill in the rest. */
type RequestFields = Omit<
  typeof requests.$inferInsert,
  | 'id'
  | 'storeId'
  | 'name'
  | 'kind'
  | 'status'
  | 'orderId'
  | 'orderName'
  | 'customerId'
  | 'taxesIncluded'
  | 'createdAt'
  | 'updatedAt'
  | 'planning'
  | keyof ReturnType<typeof requestAmounts>
>;

export type PlannedRequest = {
  storeId: string;
  order: Order;
  plan: PortalPlan;
  /** What the plan was made of: kept on the request for the policy simulator. */
  planned: { facts: PortalPlanFacts; input: PlanInput };
  now: Date;
  fields: RequestFields;
  /** One per planned item, in the plan's order. */
  items: { reasonId: string | null; reason: string; comment: string; quantity: number }[];
  /** The timeline's first row. */
  created: {
    actorType: 'customer' | 'merchant' | 'system';
    actorId: string | null;
    message: string;
    data: Record<string, unknown>;
  };
};

/**
 * Writes a planned request in the caller's transaction, which holds the order's lock (`lockOrder`): the
 * request (named after the order and its number of requests on it), its items with the plan's money snapshotted, and
 * its `created` event (with its outgoing messages). The portal's submission and a return requested in Shopify both come through here.
 */
export async function insertPlannedRequest(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  input: PlannedRequest,
): Promise<{ request: RequestRow; itemIds: string[] }> {
  const { storeId, order, plan, now } = input;
  // Numbered in the insert itself: the order's lock keeps the count still until commit.
  const prefix = `${order.name.replace(/^#/, '')}-${plan.kind === 'return' ? 'R' : 'E'}`;
  const name = sql`${prefix} || (select count(*) + 1 from ${requests}
    where ${and(eq(requests.storeId, storeId), eq(requests.orderId, order.id))})`;
  const [request] = await tx
    .insert(requests)
    .values({
      ...input.fields,
      storeId,
      name,
      kind: plan.kind,
      status: 'requested',
      orderId: order.id,
      orderName: order.name,
      customerId: order.customer?.id ?? null,
      ...requestAmounts(plan),
      taxesIncluded: order.taxes_included,
      planning: recordPlanning(input.planned.facts, input.planned.input),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!request) throw new Error('request not inserted');

  // Ids made here, so each item keeps its place in the plan whatever order the insert answers in.
  const itemIds = plan.items.map(() => randomUUID());
  const itemRows = plan.items.map((planned, index) => {
    const item = input.items[index];
    if (!item) throw new Error('plan and items disagree');
    return {
      id: itemIds[index],
      storeId,
      requestId: request.id,
      reasonId: item.reasonId,
      reason: item.reason,
      ...requestItemValues(plan, planned, item),
      createdAt: now,
      requestCreatedAt: now,
      requestKind: plan.kind,
    };
  });
  if (itemRows.length > 0) await tx.insert(requestItems).values(itemRows);

  await recordRequestEvent(deps, tx, {
    storeId,
    requestId: request.id,
    type: 'created',
    toStatus: 'requested',
    actorType: input.created.actorType,
    actorId: input.created.actorId,
    message: input.created.message,
    customerVisible: true,
    data: input.created.data,
    createdAt: now,
  });
  return { request, itemIds };
}
