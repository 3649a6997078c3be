import type { DashboardResponse } from '@roundtrip/core';
import { storedStorePolicy } from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import { shopifyConnections, stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { billingOf, gatingPlan } from '../../store/billing';
import { logoAddress } from '../../store/logo-address';
import type { AuthContext } from '../auth/authenticate';

export async function getDashboard(deps: Deps, auth: AuthContext): Promise<DashboardResponse> {
  const [row] = await deps.db
    .select({ store: stores, user: users, refusedAt: shopifyConnections.accessRefusedAt })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!row) throw notFound('Store not found');
  const { store, user } = row;
  const setting = store.policySettings;
  return {
    store_logo: logoAddress(deps.config, store),
    store_name: store.name,
    currency: store.currency,
    free_trial_end: store.freeTrialEnd?.toISOString() ?? null,
    free_trial_used: store.freeTrialUsed,
    free_trial_v2_used: store.freeTrialV2Used,
    policySettings: {
      ...setting,
      shopify_policy_enable_payment_capture: storedStorePolicy(setting).shopify_policy_enable_payment_capture,
    },
    setting,
    shopify_access_refused_at: row.refusedAt?.toISOString() ?? null,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      user_type: user.userType,
      store: store.domain,
      installed_at: store.installedAt.toISOString(),
      permissions: user.permissions,
      // With billing off the applied plan is self-hosted (all on), so the pages gate nothing.
      plan:
        billingOf(deps.config, store) === 'shopify'
          ? { name: store.planName, price: Number(store.planPrice) }
          : { name: gatingPlan(deps.config, store), price: 0 },
      properties: { country: store.country },
    },
  };
}
