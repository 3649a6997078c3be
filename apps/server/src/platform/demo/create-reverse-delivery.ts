import type { CreateReverseDeliveryInput, ReverseDelivery } from '../platform';
import { PlatformError } from '../platform-error';
import type { DemoDeps } from './demo-deps';
import { getReturn } from './return-view';

/**
 * The demo store keeps no shipments of its own: the courier's tracking and label are kept on our
 * request, so the demo answers them back for an open return, as Shopify's reverse delivery would.
 */
export async function createReverseDelivery(
  deps: DemoDeps,
  storeId: string,
  input: CreateReverseDeliveryInput,
): Promise<ReverseDelivery> {
  const ret = await getReturn(deps.db, storeId, input.returnId);
  if (!ret) throw new PlatformError('not_found', 'Return not found');
  if (ret.status !== 'OPEN')
    throw new PlatformError('invalid_state', 'The return must be open to add a shipment');
  return {
    id: input.idempotencyKey,
    admin_graphql_api_id: input.idempotencyKey,
    return_id: ret.id,
    tracking_number: input.trackingNumber,
    tracking_url: input.trackingUrl ?? null,
    carrier_name: input.carrier,
    label_url: input.labelUrl ?? null,
  };
}
