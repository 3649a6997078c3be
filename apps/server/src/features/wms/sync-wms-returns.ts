import { unitsToReceive } from '@roundtrip/core/lifecycle';
import { receiptSummary, receiptToReceive } from '@roundtrip/core/wms';
import { and, eq } from 'drizzle-orm';
import { integrationLogs, wmsConnections, wmsReturns } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ReceivedLine } from '../../providers/wms/wms-client';
import { wmsClientOf } from '../../providers/wms/wms-clients';
import { recordRequestEvent } from '../../request-events/record-request-event';
import { requireStoreFeature } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { countersOf } from '../requests/item-counters';
import { itemsOf } from '../requests/lock-request';
import { receiveRequest } from '../requests/receive-request';

/** The warehouse acts as the store's system user: its receipt goes through the merchant's receive. */
const warehouseActor = (storeId: string, system: string): AuthContext => ({
  userId: `wms:${system}`,
  storeId,
  storeDomain: '',
  email: '',
  userType: 'admin',
  permissions: [],
});

/**
 * Asks each warehouse about the returns it expects (docs/wms.md); warehouse integrations are a Scale feature. A receipt marks the units received
 * through the same receive action a merchant uses (once: the idempotency key is the WMS return), notes
 * their condition on the timeline, and every call is a row of the request's WMS log.
 */
export async function syncWmsReturns(deps: Deps, storeId: string) {
  await requireStoreFeature(deps, storeId, 'warehouse_integrations');
  const expected = await deps.db
    .select({ ret: wmsReturns, connection: wmsConnections })
    .from(wmsReturns)
    .innerJoin(wmsConnections, eq(wmsConnections.id, wmsReturns.connectionId))
    .where(and(eq(wmsReturns.storeId, storeId), eq(wmsReturns.status, 'expected')));
  const received = [];
  for (const { ret, connection } of expected) {
    const client = wmsClientOf(deps, connection);
    if (!client) continue;
    const started = Date.now();
    const log = {
      storeId,
      requestId: ret.requestId,
      kind: 'wms' as const,
      effect: 'wms_receipt',
      attempt: 1,
      request: { system: ret.system, external_id: ret.externalId },
      createdAt: deps.clock(),
    };
    let lines: ReceivedLine[] | null;
    try {
      lines = await client.getReceipt(ret.externalId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .insert(integrationLogs)
        .values({ ...log, outcome: 'failed', message, durationMs: Date.now() - started });
      continue;
    }
    await deps.db.insert(integrationLogs).values({
      ...log,
      outcome: 'succeeded',
      message: lines ? 'Received' : 'Not received yet',
      response: { lines: lines ?? [] },
      durationMs: Date.now() - started,
    });
    if (!lines) continue;
    const items = await itemsOf(deps.db, storeId, ret.requestId);
    const receipt = receiptToReceive(
      items.map((i) => ({
        itemId: i.id,
        lineItemId: i.lineItemId,
        outstanding: unitsToReceive(countersOf(i)),
      })),
      lines,
    );
    if (receipt.items.length > 0) {
      try {
        await receiveRequest(deps, warehouseActor(storeId, ret.system), ret.requestId, {
          items: receipt.items,
          idempotency_key: `wms-receipt-${ret.id}`,
        });
      } catch (error) {
        // Received by hand meanwhile: the warehouse's receipt is still recorded below.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    }
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(wmsReturns)
        .set({ status: 'received', receipt: receipt.conditions, receivedAt: now })
        .where(eq(wmsReturns.id, ret.id));
      await recordRequestEvent(deps, tx, {
        storeId,
        requestId: ret.requestId,
        type: 'wms_received',
        actorType: 'system',
        actorId: `wms:${ret.system}`,
        message: receiptSummary(ret.system, receipt.conditions),
        data: { external_id: ret.externalId, conditions: receipt.conditions },
        createdAt: now,
      });
    });
    received.push({
      request_id: ret.requestId,
      system: ret.system,
      external_id: ret.externalId,
      status: 'received' as const,
      received_at: now.toISOString(),
    });
  }
  return { checked: expected.length, received };
}
