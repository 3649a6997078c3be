import type { WmsConnectionView } from '@roundtrip/core';
import { isSupportedWms, WMS_CREDENTIALS, type WmsSystem } from '@roundtrip/core/wms';
import { and, eq } from 'drizzle-orm';
import { requireStoreFeature } from '../../billing';
import { checkCredentials } from '../../connections/credentials-check';
import { wmsConnections } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openCredentials, sealCredentials } from '../../payments/sealed-credentials';
import { wmsClientFor } from '../../wms/wms-clients';
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
  const unknown = Object.keys(body.credentials).filter((k) => !fields.includes(k));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', `Unknown credential ${unknown.join(', ')}`, {
      credentials: `Only ${fields.join(', ')}`,
    });
  const where = and(eq(wmsConnections.storeId, storeId), eq(wmsConnections.system, system));
  const [existing] = await deps.db.select().from(wmsConnections).where(where);
  const saved = existing
    ? openCredentials(deps.config.encryptionKey, 'wms_connections', existing.id, existing.credentials)
    : {};
  const merged = { ...saved, ...body.credentials };
  const missing = fields.filter((f) => !merged[f]);
  if (body.active && missing.length > 0)
    throw new AppError('VALIDATION_FAILED', `Enter ${missing.join(', ')} first`, {
      credentials: `Missing ${missing.join(', ')}`,
    });
  const changed = Object.keys(body.credentials).some((k) => body.credentials[k] !== saved[k]);
  const check = missing.length === 0 && (changed || body.active || !existing?.verifiedAt);
  if (check) {
    const client = wmsClientFor(deps, system, merged);
    if (client) await checkCredentials(NAMES[system] ?? system, () => client.verify());
  }
  const now = deps.clock();
  const verifiedAt = check ? now : changed ? null : (existing?.verifiedAt ?? null);
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
