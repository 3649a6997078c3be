import { type HomeResponse, planLabel, setupSteps } from '@roundtrip/core';
import { and, desc, eq, ne } from 'drizzle-orm';
import { requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { shownStatuses } from '../../refund-records/shown-statuses';
import { billingOf, gatingPlan } from '../../store/billing';
import { handleOf } from '../../store/store-policy';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { lastThirtyDays } from './last-30-days';
import { setupStateOf } from './setup-state';
import { workQueueCounts } from './work-queue-counts';

const LATEST = 8;

/** GET dashboard/v1/home: the merchant's work now, the month at a glance, the portal and setup. */
export async function getHome(deps: Deps, auth: AuthContext): Promise<HomeResponse> {
  requirePermission(auth, 'request.all.view');
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, auth.storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  const now = deps.clock();
  const billing = billingOf(deps.config, store) === 'shopify';
  const [queues, latest, month, setup] = await Promise.all([
    workQueueCounts(deps, store.id, now),
    deps.db
      .select()
      .from(requests)
      .where(and(eq(requests.storeId, store.id), ne(requests.status, 'archived')))
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(LATEST),
    lastThirtyDays(deps, store, now),
    setupStateOf(deps, store),
  ]);
  const shown = await shownStatuses(deps.db, store.id, latest);
  const base = (deps.config.publicUrl ?? `http://localhost:${deps.config.port}`).replace(/\/+$/, '');
  return {
    store_name: store.name,
    plan_label: planLabel({
      name: gatingPlan(deps.config, store),
      price: billing ? store.planPrice : 0,
    }),
    billing,
    queues,
    latest: latest.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      status: r.status,
      shown_status: shown.get(r.id) ?? r.status,
      customer_name: r.customerName,
      requested_amount: r.refundAmount,
      currency: r.currency,
      needs_attention: r.needsAttention,
      created_at: r.createdAt.toISOString(),
    })),
    last_30_days: month,
    portal_url: `${base}/${handleOf(store)}`,
    setup: setupSteps(setup),
  };
}
