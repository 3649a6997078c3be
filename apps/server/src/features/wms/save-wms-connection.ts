import type { WmsConnectionView } from '@roundtrip/core';
import { isSupportedWms, WMS_CREDENTIALS, type WmsSystem } from '@roundtrip/core/wms';
import { and, eq } from 'drizzle-orm';
import { wmsConnections } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openCredentials, sealCredentials } from '../../payments/sealed-credentials';
import { listWmsConnections } from './list-wms-connections';

/**
 * Saves a warehouse connection (credentials sealed; fields left out keep their value). Several
 * warehouses may be active at once: each expects the returns approved while it is.
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
  const fields = WMS_CREDENTIALS[system];
  const unknown = Object.keys(body.credentials).filter((k) => !fields.includes(k));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', `Unknown credential ${unknown.join(', ')}`, {
      credentials: `Only ${fields.join(', ')}`,
    });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(wmsConnections)
      .where(and(eq(wmsConnections.storeId, storeId), eq(wmsConnections.system, system)));
    const [row] = existing
      ? [existing]
      : await tx
          .insert(wmsConnections)
          .values({ storeId, system, createdAt: now, updatedAt: now })
          .returning();
    if (!row) throw new Error('connection row not written');
    const merged = {
      ...openCredentials(deps.config.encryptionKey, 'wms_connections', row.id, row.credentials),
      ...body.credentials,
    };
    const missing = fields.filter((f) => !merged[f]);
    if (body.active && missing.length > 0)
      throw new AppError('VALIDATION_FAILED', `Enter ${missing.join(', ')} first`, {
        credentials: `Missing ${missing.join(', ')}`,
      });
    await tx
      .update(wmsConnections)
      .set({
        active: body.active,
        credentials: sealCredentials(deps.config.encryptionKey, 'wms_connections', row.id, merged),
        updatedAt: now,
      })
      .where(eq(wmsConnections.id, row.id));
  });
  const view = (await listWmsConnections(deps, storeId)).find((v) => v.system === system);
  if (!view) throw new Error('connection view missing');
  return view;
}
