import type { Courier } from '@roundtrip/core';
import { type CourierConnectionState, courierRefusal, type StorePlatform } from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courierConnections, type ReturnLabelRow, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import type { CourierClient } from './courier';
import { courierRefusal as refused } from './courier-error';
import { openCredentials } from './credentials';
import { delhiveryClient, delhiveryOrigin } from './delhivery';
import { DEFAULT_COURIER_TIMEOUT_MS } from './http';
import { sandboxCourier } from './sandbox';
import { SHIPPO_ORIGIN, shippoClient } from './shippo';
import { SHIPROCKET_ORIGIN, shiprocketClient } from './shiprocket';
import { SHIPSTATION_ORIGIN, shipStationClient } from './shipstation';

type Db = Deps['db'] | Tx;

/** The real client of a courier we have one for, with these credentials; null for the others. */
export function courierClientOf(
  deps: Pick<Deps, 'config' | 'clock'>,
  courier: Courier,
  credentials: Record<string, string>,
): CourierClient | null {
  const origins = deps.config.couriers?.origins ?? {};
  const timeoutMs = deps.config.couriers?.timeoutMs ?? DEFAULT_COURIER_TIMEOUT_MS;
  if (courier === 'shippo') return shippoClient(credentials, origins.shippo ?? SHIPPO_ORIGIN, timeoutMs);
  if (courier === 'shipstation')
    return shipStationClient(credentials, origins.shipstation ?? SHIPSTATION_ORIGIN, timeoutMs);
  if (courier === 'shiprocket')
    return shiprocketClient(credentials, origins.shiprocket ?? SHIPROCKET_ORIGIN, timeoutMs, deps.clock);
  if (courier === 'delhivery')
    return delhiveryClient(credentials, origins.delhivery ?? delhiveryOrigin(credentials), timeoutMs);
  return null;
}

/** What the booking rule (core `courierRefusal`) reads about a store: its platform and connections. */
export async function courierStateOf(
  db: Db,
  storeId: string,
): Promise<{ platform: StorePlatform; connections: CourierConnectionState[] }> {
  const [store] = await db.select({ platform: stores.platform }).from(stores).where(eq(stores.id, storeId));
  const rows = await db
    .select({
      courier: courierConnections.courier,
      enabled: courierConnections.enabled,
      verifiedAt: courierConnections.verifiedAt,
    })
    .from(courierConnections)
    .where(eq(courierConnections.storeId, storeId));
  return {
    platform: store?.platform ?? 'shopify',
    connections: rows.map((r) => ({
      courier: r.courier,
      enabled: r.enabled,
      verified: r.verifiedAt !== null,
    })),
  };
}

async function connectedClient(deps: Deps, db: Db, storeId: string, courier: Courier) {
  const [connection] = await db
    .select()
    .from(courierConnections)
    .where(and(eq(courierConnections.storeId, storeId), eq(courierConnections.courier, courier)));
  if (!connection) return null;
  const credentials = openCredentials(deps.config.encryptionKey, storeId, courier, connection.credentials);
  return courierClientOf(deps, courier, credentials);
}

/**
 * The client that books a new label for this store and courier, under the booking rule: a connected
 * courier's own API, or the sandbox on a demo store. Anything else is refused (a permanent failure of the
 * booking), never a sandbox label under another courier's name (docs/couriers.md).
 */
export async function bookingCourier(
  deps: Deps,
  db: Db,
  storeId: string,
  courier: Courier,
): Promise<CourierClient> {
  const state = await courierStateOf(db, storeId);
  const refusal = courierRefusal(courier, state.platform, state.connections);
  if (refusal) throw refused(refusal);
  if (courier === 'sandbox') return sandboxCourier(deps.clock);
  const client = await connectedClient(deps, db, storeId, courier);
  if (!client) throw refused(`${courier} is not connected`);
  return client;
}

/**
 * The client that tracks or voids a label already bought: the sandbox for a sandbox label, else the
 * courier's connection as saved (a courier turned off still answers for the labels it sold).
 */
export async function labelCourier(
  deps: Deps,
  label: Pick<ReturnLabelRow, 'storeId' | 'courier' | 'sandbox'>,
): Promise<CourierClient> {
  if (label.sandbox) return sandboxCourier(deps.clock);
  const client = await connectedClient(deps, deps.db, label.storeId, label.courier);
  if (!client) throw refused(`The ${label.courier} connection that bought this label is gone`);
  return client;
}
