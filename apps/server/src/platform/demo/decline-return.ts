import type { DeclineReturnInput, Return } from '../platform';
import type { DemoDeps } from './demo-deps';
import { idempotent } from './idempotent';
import { transitionReturn } from './return-view';

/** returnDeclineRequest: only a requested return can be declined; its items become returnable again. */
export function declineReturn(deps: DemoDeps, storeId: string, input: DeclineReturnInput): Promise<Return> {
  return idempotent(deps, storeId, 'declineReturn', input, (tx, now) =>
    transitionReturn(tx, storeId, input.returnId, ['REQUESTED'], 'DECLINED', now, {
      declineReason: input.reason,
      declineNote: input.note ?? null,
    }),
  );
}
