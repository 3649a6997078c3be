import type { Return, Write } from '../platform';
import type { DemoDeps } from './demo-deps';
import { idempotent } from './idempotent';
import { transitionReturn } from './return-view';

/** returnClose: an open return is done (received, disposed, refunded). */
export function closeReturn(
  deps: DemoDeps,
  storeId: string,
  input: Write & { returnId: string },
): Promise<Return> {
  return idempotent(deps, storeId, 'closeReturn', input, (tx, now) =>
    transitionReturn(tx, storeId, input.returnId, ['OPEN'], 'CLOSED', now, { closedAt: now }),
  );
}
