import { and, eq } from 'drizzle-orm';
import { demoReturnLineItems } from '../../db/schema';
import type { Return, Write } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { transitionReturn } from './return-view';

/** returnCancel: possible while nothing of the return has been disposed. */
export function cancelReturn(
  deps: DemoDeps,
  storeId: string,
  input: Write & { returnId: string },
): Promise<Return> {
  return idempotent(deps, storeId, 'cancelReturn', input, async (tx, now) => {
    const lines = await tx
      .select()
      .from(demoReturnLineItems)
      .where(
        and(
          eq(demoReturnLineItems.storeId, storeId),
          eq(demoReturnLineItems.returnId, parseId(input.returnId)),
        ),
      );
    if (lines.some((l) => l.dispositions.length > 0)) {
      throw new PlatformError('invalid_state', 'Items of this return were already disposed');
    }
    return transitionReturn(tx, storeId, input.returnId, ['REQUESTED', 'OPEN'], 'CANCELED', now);
  });
}
