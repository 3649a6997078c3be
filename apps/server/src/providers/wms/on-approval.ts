import { isSupportedWms } from '@roundtrip/core/wms';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type RequestItemRow, type RequestRow, wmsConnections } from '../../db/schema';
import type { Deps } from '../../deps';
import { storeHasFeature } from '../../store/billing';

/**
 * At approval: announce the return to every active warehouse system of the store (docs/wms.md), connected
 * with credentials it accepted, while the plan has warehouse integrations (Scale).
 */
export async function wmsOnApproval(
  deps: Deps,
  tx: Tx,
  request: RequestRow,
  approved: { item: RequestItemRow; quantity: number }[],
): Promise<
  {
    effect: 'wms_create_return';
    payload: { connectionId: string; lines: { lineItemId: string; quantity: number }[] };
  }[]
> {
  if (!(await storeHasFeature(deps, request.storeId, 'warehouse_integrations', tx))) return [];
  const rows = await tx
    .select()
    .from(wmsConnections)
    .where(
      and(
        eq(wmsConnections.storeId, request.storeId),
        eq(wmsConnections.active, true),
        isNotNull(wmsConnections.verifiedAt),
      ),
    );
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
