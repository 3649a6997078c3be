import type { Courier } from '@roundtrip/core';
import { bookableCouriers, courierRefusal } from '@roundtrip/core/couriers';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { courierStateOf } from '../../providers/couriers/courier-for';

/**
 * The couriers a store can book with (the approve dialog, a workflow's "choose a courier", the
 * Integrations page): every supported courier it connected with accepted credentials and left on, and
 * the sandbox on a demo store only (core `courierRefusal`).
 */
export async function connectedCouriers(db: Deps['db'] | Tx, storeId: string): Promise<Courier[]> {
  const state = await courierStateOf(db, storeId);
  return bookableCouriers(state.platform, state.connections);
}

/** 400 naming the courier when this store cannot book with it: nothing is approved or queued. */
export async function assertBookable(db: Deps['db'] | Tx, storeId: string, courier: Courier): Promise<void> {
  const state = await courierStateOf(db, storeId);
  const refusal = courierRefusal(courier, state.platform, state.connections);
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal, { courier: refusal });
}
