import type { WmsConnectionView } from '@roundtrip/core';
import { isSupportedWms, WMS_CREDENTIALS, WMS_SYSTEMS } from '@roundtrip/core/wms';
import { eq } from 'drizzle-orm';
import { wmsConnections } from '../../db/schema';
import type { Deps } from '../../deps';

/** Every warehouse system the spec names, with the store's saved state. */
export async function listWmsConnections(deps: Deps, storeId: string): Promise<WmsConnectionView[]> {
  const rows = await deps.db.select().from(wmsConnections).where(eq(wmsConnections.storeId, storeId));
  return WMS_SYSTEMS.map((system) => {
    const row = rows.find((r) => r.system === system);
    return {
      system,
      supported: isSupportedWms(system),
      configured: Boolean(row?.credentials),
      active: Boolean(row?.active),
      credential_fields: [...WMS_CREDENTIALS[system]],
    };
  });
}
