import type { WmsConnectionRow } from '../db/schema';
import type { Deps } from '../deps';
import { openCredentials } from '../payments/sealed-credentials';
import { easyecomClient, easyecomCredentials } from './easyecom-client';
import { unicommerceClient, unicommerceCredentials } from './unicommerce-client';
import type { WmsClient } from './wms-client';

/** The real client of a connection; null for the systems listed as not yet supported. */
export function wmsClientOf(deps: Deps, row: WmsConnectionRow): WmsClient | null {
  const values = openCredentials(deps.config.encryptionKey, 'wms_connections', row.id, row.credentials);
  const origins = deps.config.integrationOrigins ?? {};
  if (row.system === 'unicommerce')
    return unicommerceClient(unicommerceCredentials.parse(values), origins.unicommerce);
  if (row.system === 'easyecom') return easyecomClient(easyecomCredentials.parse(values), origins.easyecom);
  return null;
}
