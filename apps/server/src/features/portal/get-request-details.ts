import type { PortalRequestDetails } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { requireSession } from '../auth/require-portal-session';
import { giftDetails } from './gift';
import { requestDetails } from './request-details';

/** The details page: only requests of the session's own order. */
export async function getRequestDetails(
  deps: Deps,
  input: { sessionId: string; requestId: string },
): Promise<PortalRequestDetails> {
  const { session } = await requireSession(deps, input.sessionId);
  const details = await requestDetails(
    deps,
    { storeId: session.storeId, orderId: session.orderId },
    input.requestId,
  );
  return session.gift ? giftDetails(details) : details;
}
