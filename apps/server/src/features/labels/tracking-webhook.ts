import type { Courier } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { returnLabels } from '../../db/schema';
import type { Deps } from '../../deps';
import { refreshLabel } from './refresh-tracking';

/** Where each courier's tracking webhook names the parcel (Shippo track_updated, ShipStation track, Shiprocket). */
const trackingNumberOf = z.union([
  z
    .object({ data: z.object({ tracking_number: z.string().min(1) }) })
    .transform((b) => b.data.tracking_number),
  z.object({ awb: z.union([z.string(), z.number()]) }).transform((b) => String(b.awb)),
  z.object({ tracking_number: z.string().min(1) }).transform((b) => b.tracking_number),
]);

/**
 * A courier says a parcel moved. The payload only names the parcel: the store comes from our label
 * record, and the status from asking the courier again with that store's credentials, so a forged
 * call can at most make us ask. Unknown parcels are answered the same way as known ones.
 */
export async function receiveTrackingWebhook(deps: Deps, courier: Courier, body: unknown): Promise<number> {
  const parsed = trackingNumberOf.safeParse(body);
  if (!parsed.success) return 0;
  const labels = await deps.db
    .select()
    .from(returnLabels)
    .where(and(eq(returnLabels.courier, courier), eq(returnLabels.trackingNumber, parsed.data)));
  for (const label of labels) await refreshLabel(deps, label);
  return labels.length;
}
