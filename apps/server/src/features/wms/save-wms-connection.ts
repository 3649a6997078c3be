import type { WmsConnectionView } from '@roundtrip/core';
import { credentialUpdate } from '@roundtrip/core/connections';
import { isSupportedWms, WMS_CREDENTIALS, type WmsSystem } from '@roundtrip/core/wms';
import { and, eq } from 'drizzle-orm';
import { checkCredentials, refuseIncomplete } from '../../connections/credentials-check';
import { wmsConnections } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openCredentials, sealCredentials } from '../../providers/payments/sealed-credentials';
import { wmsClientFor } from '../../providers/wms/wms-clients';
import { requireStoreFeature } from '../../store/billing';
import { listWmsConnections } from './list-wms-connections';

const NAMES: Partial<Record<WmsSystem, string>> = { unicommerce: 'Unicommerce', easyecom: 'EasyEcom' };

/**
 * Saves a warehouse connection (credentials sealed; fields left out keep their value). Several
 * warehouses may be active at once: each expects the returns approved while it is. Warehouse
 * integrations are a Scale feature; complete credentials that are new, or a system switched on, are
 * first checked with the system itself: its refusal answers 400 in its words and nothing is saved.
 */
export async function saveWmsConnection(
  deps: Deps,
  storeId: string,
  system: WmsSystem,
  body: { credentials: Record<string, string>; active: boolean },
): Promise<WmsConnectionView> {
  if (!isSupportedWms(system))
    throw new AppError('VALIDATION_FAILED', `${system} is not yet supported`, {
      system: 'Not yet supported',
    });
  await requireStoreFeature(deps, storeId, 'warehouse_integrations');
  const fields = WMS_CREDENTIALS[system];
  const where = and(eq(wmsConnections.storeId, storeId), eq(wmsConnections.system, system));
  const [existing] = await deps.db.select().from(wmsConnections).where(where);
  const saved = existing
    ? openCredentials(deps.config.encryptionKey, 'wms_connections', existing.id, existing.credentials)
    : {};
  const now = deps.clock();
  const update = credentialUpdate({
    fields,
    saved,
    sent: body.credentials,
    active: body.active,
    verifiedAt: existing?.verifiedAt ?? null,
    now,
  });
  refuseIncomplete(update, fields, body.active);
  const { merged, check, verifiedAt } = update;
  if (check) {
    const client = wmsClientFor(deps, system, merged);
    if (client) await checkCredentials(NAMES[system] ?? system, () => client.verify());
  }
  await deps.db.transaction(async (tx) => {
    let [row] = await tx.select().from(wmsConnections).where(where);
    if (!row)
      [row] = await tx
        .insert(wmsConnections)
        .values({ storeId, system, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
    // A first save of the same system at the same moment made the row: this save updates it.
    if (!row) [row] = await tx.select().from(wmsConnections).where(where);
    if (!row) throw new Error('connection row not written');
    await tx
      .update(wmsConnections)
      .set({
        active: body.active,
        credentials: sealCredentials(deps.config.encryptionKey, 'wms_connections', row.id, merged),
        verifiedAt,
        updatedAt: now,
      })
      .where(eq(wmsConnections.id, row.id));
  });
  const view = (await listWmsConnections(deps, storeId)).find((v) => v.system === system);
  if (!view) throw new Error('connection view missing');
  return view;
}
