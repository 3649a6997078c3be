import type { rejectBody } from '@roundtrip/core';
import type { z } from 'zod';
import type { Deps } from '../../deps';
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
    ({ request, now }) => ({
      status: assertTransition(request.status, 'reject', request.kind),
      patch: { closedAt: now },
      event: {
        type: 'rejected',
        message: input.reason,
        customerVisible: true,
        data: { reason: input.reason },
      },
      effects: request.platformReturnId
        ? [{ effect: 'decline_return', payload: { note: input.reason } }]
        : [],
    }),
  );
}

/** Cancel before the goods travel; cancels the platform return if one exists. */
export async function cancelRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'cancel', permission: 'request.edit', idempotencyKey: key },
    ({ request, now }) => ({
      status: assertTransition(request.status, 'cancel', request.kind),
      patch: { closedAt: now },
      event: { type: 'cancelled', message: 'Cancelled by the merchant', customerVisible: true },
      effects: request.platformReturnId ? [{ effect: 'cancel_return' }] : [],
    }),
  );
}
