import { eq, sql } from 'drizzle-orm';
import { requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { storePlanLabel } from './analytics-scope';

/** GET store-details: what the analytics page heads with (the store, its plan, its history's size). */
export async function getStoreDetails(deps: Deps, auth: AuthContext) {
  requirePermission(auth, 'analytics.view');
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, auth.storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  const [history] = await deps.db
    .select({ n: sql<number>`count(*)::int`, first: sql<string | null>`min(${requests.createdAt})` })
    .from(requests)
    .where(eq(requests.storeId, store.id));
  return {
    name: store.name,
    domain: store.domain,
    currency: store.currency,
    country: store.country,
    timezone: store.timezone,
    platform: store.platform,
    plan_label: storePlanLabel(deps, store),
    requests_total: history?.n ?? 0,
    first_request_at: history?.first ? new Date(history.first).toISOString() : null,
  };
}
