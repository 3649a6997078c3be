import type { WmsSystem } from '@roundtrip/core/wms';
import type { z } from 'zod';
import type { WmsConnectionRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openCredentials } from '../payments/sealed-credentials';
import { easyecomClient, easyecomCredentials } from './easyecom-client';
import { unicommerceClient, unicommerceCredentials } from './unicommerce-client';
import type { WmsClient } from './wms-client';

/** The real client of a system with these credentials; null for the systems listed as not yet supported. */
export function wmsClientFor(
  deps: Deps,
  system: WmsSystem,
  values: Record<string, string>,
): WmsClient | null {
  const origins = deps.config.integrationOrigins ?? {};
  if (system === 'unicommerce')
    return unicommerceClient(parsed(unicommerceCredentials, values), origins.unicommerce);
  if (system === 'easyecom') return easyecomClient(parsed(easyecomCredentials, values), origins.easyecom);
  return null;
}

/** The credentials as the client reads them; a malformed value (a tenant with a dot) is the field's 400. */
function parsed<T>(schema: z.ZodType<T>, values: Record<string, string>): T {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    result.error.issues.map((i) => [`credentials.${i.path.join('.')}`, i.message]),
  );
  throw new AppError('VALIDATION_FAILED', 'Please check the credentials', fields);
}

/** The real client of a saved connection; null for the systems listed as not yet supported. */
export function wmsClientOf(deps: Deps, row: WmsConnectionRow): WmsClient | null {
  const values = openCredentials(deps.config.encryptionKey, 'wms_connections', row.id, row.credentials);
  return wmsClientFor(deps, row.system, values);
}
