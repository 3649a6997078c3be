import type { inTransitBody } from '@roundtrip/core';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { assertTransition } from './request-conflict';

/** The shopper or courier shipped the items: records the tracking the shopper follows. */
export async function markInTransit(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof inTransitBody>,
) {
  return actOnRequest(
    deps,
    auth,
    {
      requestId: id,
      action: 'mark_in_transit',
      permission: 'request.edit',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    ({ request }) => ({
      status: assertTransition(request.status, 'mark_in_transit', request.kind),
      patch: {
        trackingCompany: input.tracking_company,
        trackingNumber: input.tracking_number,
        trackingUrl: input.tracking_url || null,
        trackingStatus: 'in_transit',
      },
      event: {
        type: 'in_transit',
        message: `In transit with ${input.tracking_company}, tracking ${input.tracking_number}`,
        customerVisible: true,
        data: { tracking_company: input.tracking_company, tracking_number: input.tracking_number },
      },
    }),
  );
}
