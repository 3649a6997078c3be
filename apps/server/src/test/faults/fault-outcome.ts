// What a request left in the database and on the demo platform, read after the servers stopped.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { demoReturns, integrationLogs, notifications, requests, sideEffects } from '../../db/schema';
import { createDemoPlatform } from '../../platform/demo/create-demo-platform';

export async function outcomeOf(db: Db, storeId: string, requestId: string, since: Date) {
  const [request] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.storeId, storeId), eq(requests.id, requestId)));
  if (!request) throw new Error(`request ${requestId} is not in the database`);
  const effects = await db
    .select()
    .from(sideEffects)
    .where(eq(sideEffects.requestId, requestId))
    .orderBy(asc(sideEffects.createdAt));
  const logs = effects.length
    ? await db
        .select()
        .from(integrationLogs)
        .where(
          inArray(
            integrationLogs.sideEffectId,
            effects.map((e) => e.id),
          ),
        )
    : [];
  const order = await createDemoPlatform({ db, clock: () => new Date() }).getOrder(storeId, request.orderId);
  const sameKey = request.idempotencyKey
    ? await db
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.storeId, storeId), eq(requests.idempotencyKey, request.idempotencyKey)))
    : [];
  return {
    request,
    /** Requests stored under this one's idempotency key: a retry that made another would show here. */
    requestsWithKey: sameKey.length,
    effects: effects.map((e) => ({
      effect: e.effect,
      status: e.status,
      /** Attempts that reached their log: one succeeded each, whatever crashed before. */
      succeededLogs: logs.filter((l) => l.sideEffectId === e.id && l.outcome === 'succeeded').length,
    })),
    /** Returns the platform opened on the order during the test. */
    platformReturns: await db
      .select({ id: demoReturns.id, status: demoReturns.status })
      .from(demoReturns)
      .where(
        and(
          eq(demoReturns.storeId, storeId),
          eq(demoReturns.orderId, Number(request.orderId)),
          gte(demoReturns.createdAt, since),
        ),
      ),
    /** Money the platform paid back on the order during the test, one entry per refund. */
    platformRefunds: (order?.refunds ?? [])
      .filter((r) => new Date(r.created_at) >= since)
      .map((r) => r.total_refunded_set.shop_money.amount),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.requestId, requestId))
      .orderBy(asc(notifications.createdAt)),
  };
}

type Outcome = Awaited<ReturnType<typeof outcomeOf>>;

/**
 * Each side effect succeeded once (one succeeded attempt logged: a crashed attempt logs nothing), and
 * each email is sent, with one side effect of its own and no twin for the same event and recipient.
 */
export function expectEachOnce(o: Outcome): void {
  for (const e of o.effects) expect(e).toMatchObject({ status: 'succeeded', succeededLogs: 1 });
  for (const n of o.notifications) expect(n).toMatchObject({ status: 'sent' });
  expect(o.effects.filter((e) => e.effect === 'notify_customer')).toHaveLength(o.notifications.length);
  const sends = o.notifications.map((n) => `${n.event} to ${n.recipient}`);
  expect(new Set(sends).size).toBe(sends.length);
}

/** How many emails announce `event`. */
export const emailsOf = (o: Outcome, event: string) =>
  o.notifications.filter((n) => n.event === event).length;
