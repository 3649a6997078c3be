import type { WmsConnectionView } from '@roundtrip/core';
import { isSupportedWms, WMS_CREDENTIALS, WMS_SYSTEMS } from '@roundtrip/core/wms';
import { eq } from 'drizzle-orm';
import { wmsConnections } from '../../db/schema';
import type { Deps } from '../../deps';
import { storeHasFeature } from '../../store/billing';

/**
 * Every warehouse system the spec names, with the store's saved state. Active means it expects returns:
 * switched on, with credentials the system accepted, on a plan with warehouse integrations.
 */
export async function listWmsConnections(deps: Deps, storeId: string): Promise<WmsConnectionView[]> {
  const rows = await deps.db.select().from(wmsConnections).where(eq(wmsConnections.storeId, storeId));
  const allowed = await storeHasFeature(deps, storeId, 'warehouse_integrations');
  return WMS_SYSTEMS.map((system) => {
    const row = rows.find((r) => r.system === system);
    return {
      system,
      supported: isSupportedWms(system),
      configured: Boolean(row?.credentials),
      active: Boolean(row?.active && row.verifiedAt && allowed),
      verified_at: row?.verifiedAt?.toISOString() ?? null,
      credential_fields: [...WMS_CREDENTIALS[system]],
    };
  });
}
