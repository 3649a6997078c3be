import type { PortalRequestDetails } from '@roundtrip/core';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { requestDetails } from '../portal/request-details';
import type { CreateRequestInput } from '../requests/submit/check-submission';
import { submitRequest } from '../requests/submit/submit-request';
import { requireDeskSession } from './require-desk-session';

/**
 * `POST return-exchange/v1/shopify-order`: the merchant submits a return or exchange for the
 * shopper through the one submission (features/requests/submit: the portal's checks, planning, locks
 * and insert, so the rules, the money and the limits are the portal's), with source `merchant` and the
 * merchant as the author of the first event. The Idempotency-Key makes a double click answer the
 * first request. The answer is the request as the shopper sees it.
 */
export async function createMerchantRequest(
  deps: Deps,
  auth: AuthContext,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<PortalRequestDetails> {
  const portal = await requireDeskSession(deps, auth.storeId, input.body.session_id);
  const id = await submitRequest(deps, portal, input, {
    source: 'merchant',
    actorType: 'merchant',
    actorId: auth.userId,
    message: `${input.body.kind === 'return' ? 'Return' : 'Exchange'} request created by ${auth.email}`,
  });
  return requestDetails(deps, { storeId: auth.storeId, orderId: portal.session.orderId }, id);
}
