import { type HomeResponse, WORK_QUEUE_FILTERS, WORK_QUEUES } from '@roundtrip/core';
import { count } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { listWhere } from '../requests/list-where';

/** Each queue counted per kind with the list's own WHERE, so a count is the total its link shows. */
export async function workQueueCounts(
  deps: Deps,
  storeId: string,
  now: Date,
): Promise<HomeResponse['queues']> {
  return Promise.all(
    WORK_QUEUES.map(async (queue) => {
      const [returns, exchanges] = await Promise.all(
        (['return', 'exchange'] as const).map(async (type) => {
          const where = listWhere(storeId, { ...WORK_QUEUE_FILTERS[queue], type }, now);
          const [row] = await deps.db.select({ n: count() }).from(requests).where(where);
          return row?.n ?? 0;
        }),
      );
      return { queue, returns: returns ?? 0, exchanges: exchanges ?? 0 };
    }),
  );
}
