import { type ShopperMessage, shopperMessageOf } from '@roundtrip/core';
import { canTakeRequest, monthlyRequestLimit, usageMonthStart } from '@roundtrip/core/plans';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../../db/client';
import { requests, type StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError, shopperError } from '../../../errors';
import { gatingPlan } from '../../../store/billing';

/** The store's requests since the month began (UTC), the count the billing page shows. */
async function requestsThisMonth(db: Db | Tx, storeId: string, now: Date): Promise<number> {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), gte(requests.createdAt, usageMonthStart(now))));
  return used?.n ?? 0;
}

/**
 * Why the portal takes no new request from this store now (its plan's monthly limit is reached), or
 * null: what the order lookup tells the shopper. It takes no lock; the submission's check is the guard.
 */
export async function newRequestsRefused(deps: Deps, store: StoreRow): Promise<ShopperMessage | null> {
  const plan = gatingPlan(deps.config, store);
  if (monthlyRequestLimit(plan) === null) return null;
  const used = await requestsThisMonth(deps.db, store.id, deps.clock());
  return canTakeRequest(plan, used) ? null : shopperMessageOf('STORE_REQUEST_LIMIT');
}

/** A limited plan's month (`request_allowance`), or null when the store's plan takes any number. */
export type Allowance = { storeId: string; month: string; limit: number };

const monthOf = (now: Date) => usageMonthStart(now).toISOString().slice(0, 10);

/** The month's rows, made when there are none, those the month's requests already used taken. */
const makeRows = (db: Db | Tx, a: Allowance, now: Date) =>
  db.execute(sql`insert into request_allowance (store_id, month, slot, taken)
    select ${a.storeId}::uuid, ${a.month}::date, slot, slot <= used.n
    from (select count(*) as n from requests
          where store_id = ${a.storeId}::uuid and created_at >= ${usageMonthStart(now)}) used,
      generate_series(1, ${a.limit}::int) slot
    where not exists (select 1 from request_allowance where store_id = ${a.storeId}::uuid and month = ${a.month}::date)
    on conflict do nothing`);

/**
 * The store's allowance this month, its rows made when there are none: by the order lookup, whose short
 * transaction commits them before the shopper submits (a submission's request is one transaction, and
 * another submission would wait for its uncommitted rows). Null without a limit (billing off, paid
 * plans): such a store never touches the rows.
 */
export async function openRequestAllowance(deps: Deps, store: StoreRow): Promise<Allowance | null> {
  const limit = monthlyRequestLimit(gatingPlan(deps.config, store));
  if (limit === null) return null;
  const now = deps.clock();
  const allowance = { storeId: store.id, month: monthOf(now), limit };
  await makeRows(deps.db, allowance, now);
  return allowance;
}

/**
 * Takes one free row of the month in the caller's transaction: `skip locked` passes over rows other
 * submissions hold, so submissions below the limit never wait on each other. Only when every free row
 * is held does it wait for their holders, and takes one that a rolled-back submission gave back.
 */
async function takeRow(tx: Tx, storeId: string, month: string, wait: boolean): Promise<boolean> {
  const taken = await queryRows<{ slot: number }>(
    tx,
    sql`update request_allowance set taken = true
      where (store_id, month, slot) = (select store_id, month, slot from request_allowance
        where store_id = ${storeId}::uuid and month = ${month}::date and not taken
        order by slot limit 1 for update ${wait ? sql`` : sql`skip locked`})
      returning slot`,
  );
  return taken.length > 0;
}

/**
 * Refuses a request past the plan's monthly limit (docs/plans.md), inside the submission's transaction:
 * at 4 of 5, of two simultaneous submissions only one takes the last row.
 */
export async function holdRequestAllowance(
  tx: Tx,
  deps: Deps,
  allowance: Allowance | null,
  source: 'portal' | 'merchant',
): Promise<void> {
  if (!allowance) return;
  const { storeId, month } = allowance;
  if ((await takeRow(tx, storeId, month, false)) || (await takeRow(tx, storeId, month, true))) return;
  // A change of plan since the rows were made dropped them: made again under the plan then in force.
  await makeRows(tx, allowance, deps.clock());
  if (await takeRow(tx, storeId, month, true)) return;
  if (source === 'merchant')
    throw new AppError(
      'PLAN_REQUIRED',
      `The free plan takes ${allowance.limit} requests a month; upgrade to Grow to add more`,
    );
  // The shopper is not told about our plans: the store's state refuses the request, as other 409s do.
  throw shopperError('CONFLICT', shopperMessageOf('STORE_REQUEST_LIMIT'));
}

/**
 * A request that came from outside the portal (a return made in Shopify) still counts: it takes a free
 * row of the month when the store has any, and is never refused.
 */
export async function countOutsideRequest(tx: Tx, storeId: string, now: Date): Promise<void> {
  await takeRow(tx, storeId, monthOf(now), false);
}
