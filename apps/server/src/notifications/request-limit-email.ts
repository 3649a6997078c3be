import { monthlyRequestLimit, usageMonthStart } from '@roundtrip/core/plans';
import { and, eq, gte, sql } from 'drizzle-orm';
import { notifications, type StoreRow } from '../db/schema';
import type { Deps } from '../deps';
import { ACCOUNT_EMAIL_QUEUE, RETRY } from '../outbox/queue';
import { executorOf } from '../outbox/sql-executor';
import { gatingPlan } from '../store/billing';
import { merchantAddress } from './queue-notification';
import { renderEmail } from './render-email';

const EVENT = 'request_limit_reached';

/** The first day of the next UTC month, when the count starts over, as the merchant reads it. */
const nextMonthOf = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * Tells the merchant that the portal is turning shoppers away because the plan's monthly requests are
 * used up, with the way to upgrade: once per store and month however many shoppers are turned away. The
 * store's lock (a transaction-scoped advisory lock) makes two lookups at once write one email. It rides
 * the account-email queue, which sends any outbox row without a request; "Sent emails" lists it.
 */
export async function emailShoppersTurnedAway(deps: Deps, store: StoreRow): Promise<void> {
  const now = deps.clock();
  const limit = monthlyRequestLimit(gatingPlan(deps.config, store));
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${EVENT}|${store.id}`}))`);
    const [sent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.storeId, store.id),
          eq(notifications.event, EVENT),
          gte(notifications.createdAt, usageMonthStart(now)),
        ),
      )
      .limit(1);
    if (sent) return;
    const to = await merchantAddress(tx, store.id);
    if (!to.to) return;
    const rendered = await renderEmail({
      template: {
        subject: 'Shoppers cannot make return requests: this month’s requests are used up',
        heading: 'Your return portal is turning shoppers away',
        body: `Your plan takes ${limit} requests a month and this month’s are used up, so your return portal tells shoppers who look up an order that the store cannot take new requests right now. Upgrade to Grow on the Plans and billing page to take requests again at once; otherwise the count starts over on ${nextMonthOf(now)}.`,
        button: 'Upgrade your plan',
      },
      values: {},
      brand: { storeName: store.name, logoUrl: '', color: '' },
      buttonUrl: `${deps.config.publicUrl ?? ''}/admin/billing`,
      language: 'en',
    });
    const [row] = await tx
      .insert(notifications)
      .values({
        storeId: store.id,
        requestId: null,
        audience: 'merchant',
        kind: 'merchant_needs_attention',
        language: 'en',
        recipient: to.to,
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        event: EVENT,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: notifications.id });
    if (!row) throw new Error('request limit email not written');
    await deps.sender.send(ACCOUNT_EMAIL_QUEUE, { notificationId: row.id }, { ...RETRY, db: executorOf(tx) });
  });
}
