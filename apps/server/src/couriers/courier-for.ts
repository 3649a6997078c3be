import type { Courier } from '@roundtrip/core';
import { COURIER_INFO } from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { courierConnections } from '../db/schema';
import type { Deps } from '../deps';
import type { CourierClient } from './courier';
import { openCredentials } from './credentials';
import { DEFAULT_COURIER_TIMEOUT_MS } from './http';
import { sandboxCourier } from './sandbox';
import { SHIPPO_ORIGIN, shippoClient } from './shippo';
import { SHIPROCKET_ORIGIN, shiprocketClient } from './shiprocket';
import { SHIPSTATION_ORIGIN, shipStationClient } from './shipstation';

/**
 * The client that books for this store and courier: the courier's own API once the store connected it
 * (enabled, with credentials), otherwise the built-in sandbox under the courier's name, which makes test
 * labels and says so on the label and the pages (docs/couriers.md).
 */
export async function courierFor(
  deps: Deps,
  db: Deps['db'] | Tx,
  storeId: string,
  courier: Courier,
): Promise<CourierClient> {
  const [connection] = await db
    .select()
    .from(courierConnections)
    .where(and(eq(courierConnections.storeId, storeId), eq(courierConnections.courier, courier)));
  if (!connection?.enabled || !COURIER_INFO[courier].supported || courier === 'sandbox')
    return sandboxCourier(courier, deps.clock);
  const credentials = openCredentials(deps.config.encryptionKey, storeId, courier, connection.credentials);
  const origins = deps.config.couriers?.origins ?? {};
  const timeoutMs = deps.config.couriers?.timeoutMs ?? DEFAULT_COURIER_TIMEOUT_MS;
  if (courier === 'shippo') return shippoClient(credentials, origins.shippo ?? SHIPPO_ORIGIN, timeoutMs);
  if (courier === 'shipstation')
    return shipStationClient(credentials, origins.shipstation ?? SHIPSTATION_ORIGIN, timeoutMs);
  return shiprocketClient(credentials, origins.shiprocket ?? SHIPROCKET_ORIGIN, timeoutMs, deps.clock);
}
