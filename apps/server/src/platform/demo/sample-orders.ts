import { and, asc, desc, eq, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { demoFulfillments, demoOrders, demoRefunds, requests } from '../../db/schema';
import type { DemoDeps } from './demo-deps';

const DAY_MS = 86_400_000;
/** Delivered this recently, an order stays inside the default 30-day window for a while yet. */
const DELIVERED_WITHIN_DAYS = 20;
const SAMPLES = 3;

export type DemoSampleOrder = { order_number: string; email: string };

/**
 * Orders a visitor can try on a demo store's portal: prepaid, domestic, delivered lately, with an
 * email, never refunded and without a request yet; the latest delivered first, as they stay in the window
 * longest. Read live, so the samples stay returnable as days pass.
 */
export async function demoSampleOrders(deps: DemoDeps, storeId: string): Promise<DemoSampleOrder[]> {
  const since = new Date(deps.clock().getTime() - DELIVERED_WITHIN_DAYS * DAY_MS);
  const rows = await deps.db
    .select({ number: demoOrders.orderNumber, email: demoOrders.email })
    .from(demoOrders)
    .innerJoin(
      demoFulfillments,
      and(eq(demoFulfillments.storeId, demoOrders.storeId), eq(demoFulfillments.orderId, demoOrders.id)),
    )
    .where(
      and(
        eq(demoOrders.storeId, storeId),
        isNotNull(demoOrders.email),
        isNull(demoOrders.cancelledAt),
        sql`'prepaid' = any(${demoOrders.tags})`,
        sql`not ('international' = any(${demoOrders.tags}))`,
        // The made-to-order sale is the README's failed-refund demo, not an order to try first.
        sql`not ('pre-order' = any(${demoOrders.tags}))`,
        gt(demoFulfillments.deliveredAt, since),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(demoRefunds)
            .where(and(eq(demoRefunds.storeId, storeId), eq(demoRefunds.orderId, demoOrders.id))),
        ),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(requests)
            .where(and(eq(requests.storeId, storeId), eq(requests.orderId, sql`${demoOrders.id}::text`))),
        ),
      ),
    )
    .orderBy(desc(demoFulfillments.deliveredAt), asc(demoOrders.orderNumber))
    .limit(SAMPLES * 3);
  // An order shipped in parts has a row per fulfillment: keep its first.
  const numbers = [...new Map(rows.map((r) => [r.number, r.email ?? ''])).entries()];
  return numbers.slice(0, SAMPLES).map(([number, email]) => ({ order_number: String(number), email }));
}
