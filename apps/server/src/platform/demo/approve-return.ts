import type { Return, Write } from '../platform';
import type { DemoDeps } from './demo-deps';
import { idempotent } from './idempotent';
import { transitionReturn } from './return-view';

/** returnApproveRequest: a requested return becomes open. */
export function approveReturn(
  deps: DemoDeps,
  storeId: string,
  input: Write & { returnId: string },
): Promise<Return> {
  return idempotent(deps, storeId, 'approveReturn', input, (tx, now) =>
    transitionReturn(tx, storeId, input.returnId, ['REQUESTED'], 'OPEN', now),
  );
}
