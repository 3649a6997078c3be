import { z } from 'zod';
import { WMS_RETURN_STATUSES, WMS_SYSTEMS } from '../wms/systems';
import { isoDate } from './shared';

// ---- Warehouses page: GET /wms/v1/connections, PUT /wms/v1/connections/{system}, POST /wms/v1/sync ----
export const wmsSystemName = z.enum(WMS_SYSTEMS);
export const wmsSystemParams = z.object({ system: wmsSystemName });

export const wmsConnectionView = z.object({
  system: wmsSystemName,
  supported: z.boolean(),
  configured: z.boolean(),
  /** Expects returns: switched on, with credentials the warehouse accepted. */
  active: z.boolean(),
  /** When the warehouse system last accepted the saved credentials; null: never checked. */
  verified_at: isoDate.nullable(),
  credential_fields: z.array(z.string()),
});
export type WmsConnectionView = z.infer<typeof wmsConnectionView>;
export const wmsConnectionList = z.object({ docs: z.array(wmsConnectionView) });

export const wmsConnectionBody = z.object({
  credentials: z.record(z.string().max(64), z.string().trim().min(1).max(500)).default({}),
  active: z.boolean(),
});
export type WmsConnectionBody = z.input<typeof wmsConnectionBody>;

export const wmsReturnView = z.object({
  request_id: z.string(),
  system: wmsSystemName,
  external_id: z.string(),
  status: z.enum(WMS_RETURN_STATUSES),
  received_at: isoDate.nullable(),
});
/** POST /wms/v1/sync: asks every expected return's warehouse whether it arrived. */
export const wmsSyncResponse = z.object({ checked: z.number(), received: z.array(wmsReturnView) });
