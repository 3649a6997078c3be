import type { rejectBody } from '@roundtrip/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { openLabelBooking } from '../../jobs/effects/cancel-label';
import { openApproval } from '../../jobs/effects/cancel-return';
import type { PlannedEffect } from '../../outbox/enqueue';
import { paymentsOnClose } from '../../providers/payments/on-close';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { assertTransition } from './request-conflict';

/** Reject with a reason the shopper sees on the details page; declines the platform return if one exists. */
export async function rejectRequest(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof rejectBody>,
) {
  return actOnRequest(
    deps,
    auth,
    {
      requestId: id,
      action: 'reject',
      permission: 'request.reject',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    async ({ tx, request, now }) => ({
      status: assertTransition(request.status, 'reject', request.kind),
      patch: { closedAt: now },
      event: {
        type: 'rejected',
        message: input.reason,
        customerVisible: true,
        data: { reason: input.reason },
      },
      effects: [
        ...(request.platformReturnId
          ? [
              {
                effect: 'decline_return' as const,
                payload: { note: input.reason, returnId: request.platformReturnId },
              },
            ]
          : []),
        ...(await paymentsOnClose(deps, tx, request)),
      ],
    }),
  );
}

/** The platform return a cancellation cancels: the approval's (made or still to be made), or the shopper's. */
async function returnToCancel(tx: Tx, request: RequestRow): Promise<PlannedEffect[]> {
  // Named by the approval's create_return, not by the request's return id: that one is still empty
  // while the return is being created, and enable clears it before the cancellation may have run.
  const createReturnId =
    request.status === 'approved'
      ? await openApproval(tx, { storeId: request.storeId, requestId: request.id })
      : undefined;
  if (createReturnId) return [{ effect: 'cancel_return', payload: { createReturnId } }];
  if (request.platformReturnId)
    return [{ effect: 'cancel_return', payload: { returnId: request.platformReturnId } }];
  return [];
}

/** The courier's label of the approval, voided so the store is not charged for a parcel never sent. */
async function labelToVoid(tx: Tx, request: RequestRow): Promise<PlannedEffect[]> {
  const createLabelId = await openLabelBooking(tx, { storeId: request.storeId, requestId: request.id });
  return createLabelId ? [{ effect: 'cancel_label', payload: { createLabelId } }] : [];
}

/** Cancel before the goods travel; cancels the platform return and voids the courier's label. */
export async function cancelRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'cancel', permission: 'request.edit', idempotencyKey: key },
    async ({ tx, request, now }) => ({
      status: assertTransition(request.status, 'cancel', request.kind),
      patch: { closedAt: now },
      event: { type: 'cancelled', message: 'Cancelled by the merchant', customerVisible: true },
      effects: [
        ...(await returnToCancel(tx, request)),
        ...(await labelToVoid(tx, request)),
        ...(await paymentsOnClose(deps, tx, request)),
      ],
    }),
  );
}
