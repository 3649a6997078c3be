import { fromMinor } from '@roundtrip/core/money';
import { riskScore, sendsWholeOrder } from '@roundtrip/core/risk';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { type RequestAddress, requestItems, requestRisks, requests } from '../../db/schema';
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
 * request page and the workflows that run on `request_created` read the same figures. The facts (the
 * shopper's history, the address's other customers, the store's typical request) are one statement.
 */
export async function scoreRequest(tx: Tx, r: ScoredRequest, now: Date): Promise<void> {
  const email = r.email.trim().toLowerCase();
  const since90 = new Date(now.getTime() - 90 * DAY_MS);
  const history = tx
    .select({
      all: sql<number>`count(*)::int`.as('all'),
      recent: sql<number>`(count(*) filter (where ${requests.createdAt} > ${since90}))::int`.as('recent'),
      whole:
        sql<number>`(count(*) filter (where ${requestRisks.wholeOrder} and ${requests.kind} = 'return'))::int`.as(
          'whole',
        ),
    })
    .from(requests)
    .leftJoin(requestRisks, eq(requestRisks.requestId, requests.id))
    .where(
      // Without an email there is no history to count.
      email
        ? and(
            eq(requests.storeId, r.storeId),
            eq(sql`lower(${requests.customerEmail})`, email),
            ne(requests.id, r.requestId),
            sql`${requests.status} not in ('rejected', 'cancelled')`,
          )
        : sql`false`,
    );
  const street = r.address?.address_line_1.trim().toLowerCase() ?? '';
  const zip = r.address?.postal_code.trim() ?? '';
  const sharing = tx
    .select({ n: sql<number>`count(distinct lower(${requests.customerEmail}))::int` })
    .from(requests)
    .where(
      street && zip
        ? and(
            eq(requests.storeId, r.storeId),
            gt(requests.createdAt, new Date(now.getTime() - 365 * DAY_MS)),
            sql`lower(${requests.customerEmail}) <> ${email} and ${requests.customerEmail} <> ''`,
            sql`lower(trim(${requests.address}->>'address_line_1')) = ${street}`,
            sql`trim(${requests.address}->>'postal_code') = ${zip}`,
          )
        : sql`false`,
    );
  const typical = tx.select({ avg: sql`avg(paid)::text` }).from(
    tx
      .select({ paid: sql`sum(${requestItems.paidAmount})`.as('paid') })
      .from(requestItems)
      .where(
        and(
          eq(requestItems.storeId, r.storeId),
          gt(requestItems.createdAt, since90),
          ne(requestItems.requestId, r.requestId),
        ),
      )
      .groupBy(requestItems.requestId)
      .as('per_request'),
  );
  const [facts] = await queryRows<RiskFacts>(
    tx,
    sql`select history.*, (${sharing}) as sharing, (${typical}) as typical from (${history}) history`,
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
