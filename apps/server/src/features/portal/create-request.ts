import type { PortalRequestDetails } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { requireSession } from '../auth/require-portal-session';
import type { CreateRequestInput } from '../requests/submit/check-submission';
import { submitRequest } from '../requests/submit/submit-request';
import { giftDetails } from './gift';
import { requestDetails } from './request-details';

/**
 * `POST /requests`: the shopper submits on the portal (features/requests/submit), and sees the request
 * as the portal shows it; a gift's recipient sees no prices.
 */
export async function createRequest(
  deps: Deps,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<PortalRequestDetails> {
  const portal = await requireSession(deps, input.body.session_id);
  const id = await submitRequest(deps, portal, input);
  const request = await requestDetails(
    deps,
    { storeId: portal.store.id, orderId: portal.session.orderId },
    id,
  );
  return portal.session.gift ? giftDetails(request) : request;
}
