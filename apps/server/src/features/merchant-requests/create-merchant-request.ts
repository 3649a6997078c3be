import type { PortalRequestDetails } from '@roundtrip/core';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import type { CreateRequestInput } from '../portal/check-submission';
import { submitRequest } from '../portal/create-request';
import { requireDeskSession } from './require-desk-session';

/**
 * `POST return-exchange/v1/shopify-order`: the merchant submits a return or exchange for the
 * shopper, through the portal's own submission (its checks, planning, locks and insert: the rules, the
 * money and the limits are the portal's), with source `merchant` and the merchant as the author of the
 * first event. The Idempotency-Key makes a double click answer the first request.
 */
export async function createMerchantRequest(
  deps: Deps,
  auth: AuthContext,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<PortalRequestDetails> {
  const portal = await requireDeskSession(deps, auth.storeId, input.body.session_id);
  return submitRequest(deps, portal, input, {
    source: 'merchant',
    actorType: 'merchant',
    actorId: auth.userId,
    message: `${input.body.kind === 'return' ? 'Return' : 'Exchange'} request created by ${auth.email}`,
  });
}
