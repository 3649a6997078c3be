import { isSupportedWms } from '@roundtrip/core/wms';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type RequestItemRow, type RequestRow, wmsConnections } from '../db/schema';

/** At approval: announce the return to every active warehouse system of the store (spec 1). */
export async function wmsOnApproval(
  tx: Tx,
  request: RequestRow,
  approved: { item: RequestItemRow; quantity: number }[],
): Promise<
  {
    effect: 'wms_create_return';
    payload: { connectionId: string; lines: { lineItemId: string; quantity: number }[] };
  }[]
> {
  const rows = await tx
    .select()
    .from(wmsConnections)
    .where(and(eq(wmsConnections.storeId, request.storeId), eq(wmsConnections.active, true)));
  return rows
    .filter((r) => isSupportedWms(r.system))
    .map((r) => ({
      effect: 'wms_create_return' as const,
      payload: {
        connectionId: r.id,
        lines: approved.map(({ item, quantity }) => ({ lineItemId: item.lineItemId, quantity })),
      },
    }));
}
