// The demo stores' sample requests (docs/home.md): made the way a shopper and a merchant make them,
// through the portal and action verbs with the clock set in the past, so the lists, the home page and
// the request pages show real work at the first login. `npm start` seeds them; the test fixtures do not.
import { randomUUID } from 'node:crypto';
import { createRequestBody } from '@roundtrip/core';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  demoFulfillments,
  demoOrders,
  reasons,
  returnLabels,
  type StoreRow,
  sideEffects,
  users,
} from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import type { AuthContext } from '../features/auth/authenticate';
import { applyTracking } from '../features/labels/apply-tracking';
import { createRequest } from '../features/portal/create-request';
import { createSession } from '../features/portal/create-session';
import { getSessionData } from '../features/portal/get-session-data';
import { approveRequest } from '../features/requests/approve-request';
import { archiveRequest } from '../features/requests/archive-request';
import { exchangeRequest } from '../features/requests/exchange-request';
import { inspectRequest } from '../features/requests/inspect-request';
import { itemsOf } from '../features/requests/lock-request';
import { markInTransit } from '../features/requests/mark-in-transit';
import { receiveRequest } from '../features/requests/receive-request';
import { refundRequest } from '../features/requests/refund-request';
import { cancelRequest, rejectRequest } from '../features/requests/reject-request';
import { runPendingSideEffects, runSideEffect } from '../jobs/run-side-effect';
import type { MailerDeps } from '../notifications/mailer';
import { outboxMailer } from '../notifications/outbox-mailer';
import { seedPreOrder } from '../platform/demo/seed/pre-order';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import { handleOf } from '../store/store-policy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Samples go on orders delivered in these last weeks, so they spread over them. */
const DELIVERED_WITHIN_DAYS = 100;

type Step =
  | 'approve'
  | 'approve_courier'
  | 'in_transit'
  | 'delivered'
  | 'receive'
  | 'inspect'
  | 'inspect_damaged'
  | 'refund'
  | 'credit'
  | 'exchange'
  | 'reject'
  | 'cancel'
  | 'archive';
/** `preOrder`: on the made-to-order sale whose payment the gateway no longer refunds (needs attention). */
type Sample = { kind: 'return' | 'exchange'; steps: Step[]; preOrder?: true };

const REFUNDED: Step[] = ['approve', 'receive', 'inspect', 'refund'];

/** Every status, a few needing attention, exchanges waiting and done (counted in the test). */
const SAMPLES: Sample[] = [
  { kind: 'return', steps: [] },
  { kind: 'return', steps: [] },
  { kind: 'exchange', steps: [] },
  { kind: 'exchange', steps: [] },
  { kind: 'return', steps: ['reject'] },
  { kind: 'exchange', steps: ['reject'] },
  { kind: 'return', steps: ['cancel'] },
  { kind: 'return', steps: ['approve'] },
  { kind: 'exchange', steps: ['approve'] },
  { kind: 'exchange', steps: ['approve'] },
  { kind: 'return', steps: ['approve', 'in_transit'] },
  { kind: 'exchange', steps: ['approve', 'in_transit'] },
  { kind: 'return', steps: ['approve_courier', 'delivered'] },
  { kind: 'return', steps: ['approve', 'receive'] },
  { kind: 'exchange', steps: ['approve', 'receive'] },
  { kind: 'exchange', steps: ['approve', 'receive', 'inspect_damaged'] },
  { kind: 'return', steps: ['approve', 'receive', 'inspect'] },
  { kind: 'return', steps: ['approve', 'receive', 'inspect_damaged'] },
  { kind: 'exchange', steps: ['approve', 'receive', 'inspect'] },
  { kind: 'return', steps: REFUNDED },
  { kind: 'return', steps: REFUNDED },
  { kind: 'return', steps: ['approve', 'receive', 'inspect', 'credit'] },
  { kind: 'exchange', steps: ['approve', 'receive', 'inspect', 'exchange'] },
  { kind: 'exchange', steps: ['approve', 'receive', 'inspect', 'exchange'] },
  { kind: 'return', steps: [...REFUNDED, 'archive'] },
  { kind: 'exchange', steps: ['approve', 'receive', 'inspect', 'exchange', 'archive'] },
  { kind: 'return', steps: REFUNDED, preOrder: true },
];

/** Extra orders for the samples, numbered after the first batch, which the browser tests keep to. */
const SAMPLE_ORDERS = 400;
/** Rounds of the samples' side effects: an effect may queue another (a refund its email). */
const SETTLE_ROUNDS = 5;

export async function seedDemoRequests(deps: Omit<Deps, 'clock'>, store: StoreRow, now: Date): Promise<void> {
  // The README's order #1201, left for visitors: paid long before it was delivered, so a refund to its
  // payment is refused. The second such order carries a sample whose refund the gateway refused.
  await seedPreOrder(deps.db, store.id, now);
  const preOrder = await seedPreOrder(deps.db, store.id, now);
  const [firstNew] = await deps.db
    .select({ n: sql<number>`coalesce(max(${demoOrders.orderNumber}), 1000)::int + 1` })
    .from(demoOrders)
    .where(eq(demoOrders.storeId, store.id));
  await seedDemoPlatform(deps.db, { storeId: store.id, orders: SAMPLE_ORDERS, refDate: now });
  const orders = await deliveredPrepaid(deps.db, store.id, preOrder ?? firstNew?.n ?? 1001, now);
  const [user] = await deps.db.select().from(users).where(eq(users.storeId, store.id)).limit(1);
  const storeReasons = await deps.db
    .select()
    .from(reasons)
    .where(and(eq(reasons.storeId, store.id), eq(reasons.active, true)));
  const reasonFor = (kind: Sample['kind']) => storeReasons.find((r) => r.kind === kind || r.kind === 'both');
  if (!user) return;
  const auth: AuthContext = {
    userId: user.id,
    storeId: store.id,
    storeDomain: store.domain,
    email: user.email,
    userType: 'admin',
    permissions: user.permissions,
  };
  let next = 0;
  const preOrderRow = orders.find((o) => o.number === preOrder);
  const pool = orders.filter((o) => o !== preOrderRow);
  for (const sample of SAMPLES) {
    const reason = reasonFor(sample.kind);
    const take = () => (sample.preOrder ? preOrderRow : pool[next++]);
    // An order the portal refuses for this sample (an exchange variant out of stock) gives way to the next.
    while (reason && (sample.preOrder || next < pool.length)) {
      const order = take();
      if (!order) break;
      // From a day after delivery to an hour ago, the steps evenly between.
      const start = Math.min(order.deliveredAt.getTime() + DAY, now.getTime() - 2 * HOUR);
      const gap = Math.min(DAY, (now.getTime() - HOUR - start) / (sample.steps.length + 1));
      const at = (k: number) => new Date(start + k * gap);
      const id = await refusedAsNull(
        submit({ ...deps, clock: () => at(0) }, store, order, sample.kind, reason.id),
      );
      if (!id) {
        if (sample.preOrder) break;
        continue;
      }
      for (const [k, step] of sample.steps.entries())
        await act({ ...deps, clock: () => at(k + 1) }, auth, id, step);
      break;
    }
  }
  await settleSamples({ ...deps, clock: () => now }, store.id);
}

/**
 * The samples' side effects, run now as the workers would, with every email kept in the outbox: the
 * seeded history is the past of made-up shoppers, never mail to send, even when SMTP_URL is set. The
 * request pages show those emails as kept, and the workers later find nothing left to send.
 */
async function settleSamples(deps: Deps, storeId: string): Promise<void> {
  const quiet: MailerDeps = { ...deps, mailer: outboxMailer };
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const results = await runPendingSideEffects(quiet, { storeId });
    if (!results.includes('succeeded')) return;
  }
}

/** A shopper refusal (an AppError) means "not this order"; anything else is a bug and stops the seed. */
async function refusedAsNull(made: Promise<string | null>): Promise<string | null> {
  try {
    return await made;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

type SampleOrder = { number: number; email: string; deliveredAt: Date };

async function deliveredPrepaid(db: Db, storeId: string, from: number, now: Date): Promise<SampleOrder[]> {
  const rows = await db
    .select({
      number: demoOrders.orderNumber,
      email: demoOrders.email,
      deliveredAt: demoFulfillments.deliveredAt,
    })
    .from(demoOrders)
    .innerJoin(
      demoFulfillments,
      and(eq(demoFulfillments.storeId, demoOrders.storeId), eq(demoFulfillments.orderId, demoOrders.id)),
    )
    .where(
      and(
        eq(demoOrders.storeId, storeId),
        gte(demoOrders.orderNumber, from),
        eq(demoOrders.financialStatus, 'paid'),
        isNotNull(demoOrders.email),
        // The sample is made the day after delivery (the clock set back), inside any return window.
        gte(demoFulfillments.deliveredAt, new Date(now.getTime() - DELIVERED_WITHIN_DAYS * DAY)),
        sql`'prepaid' = any(${demoOrders.tags}) and not ('international' = any(${demoOrders.tags}))`,
      ),
    )
    // Newest first: the first samples (still waiting) are the most recent, the settled ones older.
    .orderBy(desc(demoFulfillments.deliveredAt));
  return rows.flatMap((r) =>
    r.email && r.deliveredAt ? [{ ...r, email: r.email, deliveredAt: r.deliveredAt }] : [],
  );
}

async function submit(
  deps: Deps,
  store: StoreRow,
  order: SampleOrder,
  kind: Sample['kind'],
  reasonId: string,
): Promise<string | null> {
  const { session_id } = await createSession(deps, {
    store: handleOf(store),
    order_number: String(order.number),
    contact: order.email,
    // Each sample is another shopper on another address (the portal allows 20 lookups per address).
    ip: `198.51.100.${order.number % 250}`,
  });
  const data = await getSessionData(deps, session_id);
  const line = data.order.items.find((i) => i[kind].eligible);
  if (!line) return null;
  const created = await createRequest(deps, {
    idempotencyKey: `demo-${randomUUID()}`,
    // Parsed as the route parses it: the verb gets exactly what an HTTP submission would give it.
    body: createRequestBody.parse({
      session_id,
      kind,
      ...(kind === 'return' ? { refund_mode: 'pay_to_source' as const } : {}),
      method: 'drop_off',
      email: data.order.customer.email,
      phone: {
        dial_code: '+91',
        number: data.order.customer.phone.replace(/\D/g, '').slice(-10) || '9876543210',
      },
      items: [
        {
          line_item_id: line.line_item_id,
          quantity: 1,
          reason_id: reasonId,
          media_ids: [],
          ...(kind === 'exchange' && line.variant_id ? { exchange_variant_id: line.variant_id } : {}),
        },
      ],
    }),
  });
  return created.id;
}

/** The sandbox label is bought as the outbox buys it, then the carrier's delivered scan comes in. */
async function deliveredBySandbox(deps: Deps, id: string): Promise<void> {
  const [booking] = await deps.db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(and(eq(sideEffects.requestId, id), eq(sideEffects.effect, 'create_label')));
  if (booking) await runSideEffect(deps, booking.id, { final: false });
  const [label] = await deps.db.select().from(returnLabels).where(eq(returnLabels.requestId, id));
  if (label) await applyTracking(deps, label, 'delivered');
}

async function act(deps: Deps, auth: AuthContext, id: string, step: Step): Promise<void> {
  const item = async () => (await itemsOf(deps.db, auth.storeId, id))[0]?.id ?? '';
  if (step === 'approve') await approveRequest(deps, auth, id, {});
  if (step === 'approve_courier')
    await approveRequest(deps, auth, id, { method: 'courier', courier: 'sandbox' });
  if (step === 'delivered') await deliveredBySandbox(deps, id);
  if (step === 'in_transit')
    await markInTransit(deps, auth, id, {
      tracking_company: 'Delhivery',
      tracking_number: `DL${id.slice(0, 8)}`,
    });
  if (step === 'receive') await receiveRequest(deps, auth, id, {});
  if (step === 'inspect' || step === 'inspect_damaged') {
    const damaged = step === 'inspect_damaged';
    await inspectRequest(deps, auth, id, {
      items: [{ item_id: await item(), restock: damaged ? 0 : 1, not_restock: damaged ? 1 : 0, missing: 0 }],
    });
  }
  if (step === 'refund') await refundRequest(deps, auth, id, { mode: 'pay_to_source' });
  if (step === 'credit') await refundRequest(deps, auth, id, { mode: 'store_credit' });
  if (step === 'exchange') await exchangeRequest(deps, auth, id);
  if (step === 'reject')
    await rejectRequest(deps, auth, id, { reason: 'Worn and washed: outside the return policy' });
  if (step === 'cancel') await cancelRequest(deps, auth, id);
  if (step === 'archive') await archiveRequest(deps, auth, id);
}
