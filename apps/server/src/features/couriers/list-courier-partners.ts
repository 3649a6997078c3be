import { COURIER_LABELS, COURIERS, type CourierInfoResponse, type CourierPartner } from '@roundtrip/core';
import { COURIER_INFO, courierRefusal } from '@roundtrip/core/couriers';
import { eq } from 'drizzle-orm';
import { courierConnections } from '../../db/schema';
import type { Deps } from '../../deps';
import { courierStateOf } from '../../providers/couriers/courier-for';
import { openCredentials } from '../../providers/couriers/credentials';

/** GET /courier-field/v1/courier-info: the catalogue, the same for every store. */
export const courierInfo = (): CourierInfoResponse => ({
  docs: COURIERS.map((courier) => ({
    courier,
    name: COURIER_LABELS[courier],
    supported: COURIER_INFO[courier].supported,
    booking: COURIER_INFO[courier].booking,
    fields: [...COURIER_INFO[courier].fields],
  })),
});

/**
 * Every courier with the store's connection to it. Secret values never leave the server: the page
 * learns only which secrets are set, and a blank secret on save keeps the saved one.
 */
export async function listCourierPartners(deps: Deps, storeId: string): Promise<CourierPartner[]> {
  const rows = await deps.db.select().from(courierConnections).where(eq(courierConnections.storeId, storeId));
  const state = await courierStateOf(deps.db, storeId);
  return COURIERS.map((courier) => {
    const row = rows.find((r) => r.courier === courier);
    const saved = row ? openCredentials(deps.config.encryptionKey, storeId, courier, row.credentials) : {};
    const fields = COURIER_INFO[courier].fields;
    const refusal = courierRefusal(courier, state.platform, state.connections);
    const sandbox = courier === 'sandbox' && state.platform === 'demo';
    return {
      courier,
      name: COURIER_LABELS[courier],
      supported: COURIER_INFO[courier].supported,
      connected: Boolean(row?.verifiedAt) || sandbox,
      enabled: row ? row.enabled : sandbox,
      bookable: refusal === null,
      refusal,
      verified_at: row?.verifiedAt?.toISOString() ?? null,
      credentials: Object.fromEntries(fields.map((f) => [f.name, f.secret ? '' : (saved[f.name] ?? '')])),
      secrets_set: fields.filter((f) => f.secret && saved[f.name]).map((f) => f.name),
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  });
}
