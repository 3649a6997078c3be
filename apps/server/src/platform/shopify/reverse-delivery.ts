import type { CreateReverseDeliveryInput, ReverseDelivery } from '../platform';
import { PlatformError } from '../platform-error';
import { REVERSE_DELIVERIES_QUERY, REVERSE_DELIVERY_CREATE } from './documents/returns';
import { numericId } from './map-order';
import { gidOf, type ShopifyDeps } from './shopify-deps';
import type { ReverseDeliveriesQuery } from './types/admin.generated';
import { journaledWrite, throwUserErrors } from './write-journal';

type GReturnDeliveries = NonNullable<ReverseDeliveriesQuery['return']>;
type GDelivery =
  GReturnDeliveries['reverseFulfillmentOrders']['nodes'][number]['reverseDeliveries']['nodes'][number];

async function readDeliveries(deps: ShopifyDeps, storeId: string, returnId: string) {
  const data = await deps.gql(storeId, REVERSE_DELIVERIES_QUERY, { id: returnId });
  if (!data.return) throw new PlatformError('not_found', 'Return not found');
  return data.return;
}

const deliveriesOf = (r: GReturnDeliveries) =>
  r.reverseFulfillmentOrders.nodes.flatMap((rfo) => rfo.reverseDeliveries.nodes);

/** The shipping deliverable's tracking and label (Shopify's only kind of reverse delivery today). */
const shipping = (d: GDelivery) =>
  d.deliverable?.__typename === 'ReverseDeliveryShippingDeliverable' ? d.deliverable : null;

function mapDelivery(r: GReturnDeliveries, d: GDelivery, carrier: string): ReverseDelivery {
  const tracking = shipping(d)?.tracking ?? null;
  return {
    id: numericId(d.id),
    admin_graphql_api_id: d.id,
    return_id: numericId(r.id),
    tracking_number: tracking?.number ?? null,
    tracking_url: tracking?.url ?? null,
    carrier_name: tracking?.carrierName ?? carrier,
    label_url: shipping(d)?.label?.publicFileUrl ?? null,
  };
}

/**
 * reverseDeliveryCreateWithShipping: the courier's tracking and label on the return, every item in one
 * shipment. Shopify takes no carrier name (it recognises carriers by the tracking URL), so ours answers
 * when it does not. After a lost answer the shipment is found by its tracking number.
 */
export async function createReverseDelivery(
  deps: ShopifyDeps,
  storeId: string,
  input: CreateReverseDeliveryInput,
): Promise<ReverseDelivery> {
  const id = gidOf('Return', input.returnId);
  const current = await readDeliveries(deps, storeId, id);
  const rfo = current.reverseFulfillmentOrders.nodes[0];
  if (!rfo) throw new PlatformError('invalid_state', 'The return has nothing to ship back');
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'createReverseDelivery',
    input,
    snapshot: async () => deliveriesOf(current).map((d) => d.id),
    find: async (before) => {
      const made = deliveriesOf(await readDeliveries(deps, storeId, id)).find(
        (d) => !before.includes(d.id) && shipping(d)?.tracking?.number === input.trackingNumber,
      );
      return made ? { id: made.id } : null;
    },
    send: async () => {
      const data = await deps.gql(
        storeId,
        REVERSE_DELIVERY_CREATE,
        {
          rfo: rfo.id,
          lines: rfo.lineItems.nodes.map((l) => ({
            reverseFulfillmentOrderLineItemId: l.id,
            quantity: l.totalQuantity,
          })),
          tracking: {
            number: input.trackingNumber,
            ...(input.trackingUrl ? { url: input.trackingUrl } : {}),
          },
          ...(input.labelUrl ? { label: { fileUrl: input.labelUrl } } : {}),
        },
        { write: true },
      );
      const payload = data.reverseDeliveryCreateWithShipping;
      throwUserErrors(payload?.userErrors);
      if (!payload?.reverseDelivery)
        throw new PlatformError('invalid_state', 'Shopify answered without the shipment');
      return { id: payload.reverseDelivery.id };
    },
  });
  const after = await readDeliveries(deps, storeId, id);
  const delivery = deliveriesOf(after).find((d) => d.id === result.id);
  if (!delivery) throw new PlatformError('not_found', 'The shipment is not in Shopify');
  return mapDelivery(after, delivery, input.carrier);
}
