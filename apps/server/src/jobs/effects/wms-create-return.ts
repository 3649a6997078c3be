import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { wmsConnections, wmsReturns } from '../../db/schema';
import { PermanentError } from '../../outbox/effect-errors';
import { wmsCreateReturnPayload } from '../../outbox/payloads';
import { wmsClientOf } from '../../providers/wms/wms-clients';
import type { Effect } from './effect';

export type WmsCreateReturnPayload = z.infer<typeof wmsCreateReturnPayload>;

/** Creates the expected return in the store's warehouse system at approval (docs/wms.md). */
export const wmsCreateReturn: Effect<WmsCreateReturnPayload> = {
  payload: wmsCreateReturnPayload,
  logKind: 'wms',
  async run({ deps, request, payload }) {
    const [connection] = await deps.db
      .select()
      .from(wmsConnections)
      .where(and(eq(wmsConnections.id, payload.connectionId), eq(wmsConnections.storeId, request.storeId)));
    const client = connection ? wmsClientOf(deps, connection) : null;
    if (!connection || !client) throw new PermanentError('The warehouse connection is gone or not supported');
    const made = await client.createExpectedReturn({
      reference: request.id,
      orderName: request.orderName,
      lines: payload.lines,
    });
    return {
      request: { system: connection.system, reference: request.id, lines: payload.lines },
      response: { external_id: made.externalId },
      apply: async (tx) => {
        await tx
          .insert(wmsReturns)
          .values({
            storeId: request.storeId,
            requestId: request.id,
            connectionId: connection.id,
            system: connection.system,
            externalId: made.externalId,
            createdAt: deps.clock(),
          })
          .onConflictDoNothing();
      },
    };
  },
};
