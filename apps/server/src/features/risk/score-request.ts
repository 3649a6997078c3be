import { fromMinor } from '@roundtrip/core/money';
import { riskScore, sendsWholeOrder } from '@roundtrip/core/risk';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { analyticsDaily, type RequestAddress, requestRisks, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Order } from '../../platform/platform';

const DAY_MS = 24 * 3600 * 1000;

/** What scoring needs of a request just inserted, as the submission planned it. */
export type ScoredRequest = {
  storeId: string;
  requestId: string;
  kind: 'return' | 'exchange';
  email: string;
  address: RequestAddress | null;
  order: Order;
  /** The request's paid value, minor units of the shop currency (core pricing's totals.paid). */
  paidMinor: number;
  /** The new items of an exchange: unit price (decimal, shop currency) and quantity. */
  newItems: readonly { price: string; quantity: number }[];
  /** Units asked per order line. */
  units: ReadonlyMap<string, number>;
  ordersCount: number | null;
};

/**
 * The customer's orders at the store, read from the platform before the submission's transaction (on
 * PGlite the platform shares the one connection). One page is enough: past 50 the signal is settled.
 * A platform that cannot answer leaves the count unknown: a risk signal never refuses a request.
 */
export async function customerOrdersCount(deps: Deps, storeId: string, order: Order): Promise<number | null> {
  if (!order.customer) return 1;
  try {
    const count = await deps.platform.countCustomerOrders(storeId, order.customer.id, { limit: 50 });
    return Math.max(count, 1);
  } catch {
    return null;
  }
}

type RiskFacts = { all: number; recent: number; whole: number; sharing: number; typical: string | null };

/**
 * Scores the request in the submission's transaction and stores the score with its signals, so the
 * request page and the workflows that run on `request_created` read the same figures. The facts are one
 * statement: the shopper's history and the address's other customers from `request_risk_facts` (migration
 * 0061: behind the store wall lower() and trim() cannot use an index), the store's typical request from
 * the daily rollups of the 90 days before today (docs/lists-and-risk.md).
 */
export async function scoreRequest(tx: Tx, r: ScoredRequest, now: Date): Promise<void> {
  const email = r.email.trim().toLowerCase();
  const street = r.address?.address_line_1.trim().toLowerCase() ?? '';
  const zip = r.address?.postal_code.trim() ?? '';
  const since90 = new Date(now.getTime() - 90 * DAY_MS);
  const since365 = new Date(now.getTime() - 365 * DAY_MS);
  // The store's local day less some days, as a sub-select so that it bounds the index range: written inline,
  // `at time zone` (not LEAKPROOF) kept the days out of the index behind the wall.
  const localDay = (before: number) =>
    sql`(select (${now.toISOString()}::timestamptz at time zone ${stores.timezone})::date - ${before}::integer
      from ${stores} where ${stores.id} = ${r.storeId})`;
  const typical = sql`select (sum(${analyticsDaily.amount}) / nullif(sum(${analyticsDaily.n}), 0))::text
    from ${analyticsDaily} where ${analyticsDaily.storeId} = ${r.storeId} and ${analyticsDaily.metric} = 'request_value'
      and ${analyticsDaily.day} >= ${localDay(90)} and ${analyticsDaily.day} < ${localDay(0)}`;
  const [facts] = await queryRows<RiskFacts>(
    tx,
    sql`select f.all_requests as all, f.recent, f.whole, f.sharing, (${typical}) as typical
      from request_risk_facts(${r.storeId}::uuid, ${r.requestId}::uuid, ${email}, ${street}, ${zip},
        ${since90.toISOString()}::timestamptz, ${since365.toISOString()}::timestamptz) f`,
  );

  const currency = r.order.currency;
  const wholeOrder = sendsWholeOrder(r.order.line_items, r.units);
  const assessment = riskScore({
    orders_count: r.ordersCount,
    earlier_requests: facts?.all ?? 0,
    recent_requests: facts?.recent ?? 0,
    whole_order_returns: facts?.whole ?? 0,
    whole_order: wholeOrder,
    value: Number(fromMinor(r.paidMinor, currency)),
    typical_value: facts?.typical == null ? null : Number(facts.typical),
    exchange_value: r.newItems.reduce((n, i) => n + Number(i.price) * i.quantity, 0),
    other_customers_at_address: facts?.sharing ?? 0,
    order_email: r.order.email,
    customer_email: r.order.customer?.email ?? null,
  });
  await tx.insert(requestRisks).values({
    requestId: r.requestId,
    storeId: r.storeId,
    score: assessment.score,
    level: assessment.level,
    signals: assessment.signals,
    wholeOrder: wholeOrder && r.kind === 'return',
    createdAt: now,
  });
}
