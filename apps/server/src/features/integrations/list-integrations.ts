import { type Integration, integrationStates } from '@roundtrip/core/apps';
import { and, count, eq } from 'drizzle-orm';
import { apps, webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { connectedCouriers } from '../couriers/connected-couriers';
import { listPaymentProviders } from '../payments/list-payment-providers';
import { listWmsConnections } from '../wms/list-wms-connections';

/**
 * The Integrations page, worded by core's one rule. Couriers are those the store can book with,
 * warehouses and payments are read by their own pages' readers, so the pages agree (a demo store's
 * sandbox courier and sandbox payments count as connected; nothing counts before the provider accepted it).
 */
export async function listIntegrations(deps: Deps, storeId: string): Promise<Integration[]> {
  const warehouses = await listWmsConnections(deps, storeId);
  const payments = (await listPaymentProviders(deps, storeId)).docs;
  const [activeApps] = await deps.db
    .select({ n: count() })
    .from(apps)
    .where(and(eq(apps.storeId, storeId), eq(apps.active, true)));
  const enabled = await deps.db
    .select({ kind: webhookEndpoints.kind, n: count() })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.enabled, true)))
    .groupBy(webhookEndpoints.kind);
  const enabledOf = (kind: 'webhook' | 'klaviyo') => enabled.find((e) => e.kind === kind)?.n ?? 0;
  return integrationStates({
    couriers: await connectedCouriers(deps.db, storeId),
    warehouses: warehouses.filter((w) => w.configured && w.active).map((w) => w.system),
    payments: payments.filter((p) => p.active).map((p) => p.provider),
    activeApps: activeApps?.n ?? 0,
    enabledWebhooks: enabledOf('webhook'),
    klaviyo: enabledOf('klaviyo') > 0,
  });
}
