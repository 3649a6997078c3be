import type { Disposition, Return } from '../platform';
import { numericId } from './map-order';
import type {
  ReturnLineFieldsFragment,
  ReturnQuery,
  ReverseFulfillmentOrderLineFieldsFragment,
} from './types/admin.generated';

type ReturnHead = NonNullable<ReturnQuery['return']>;
/** A return read completely (reads.ts): every line and every reverse fulfillment order line. */
export type GReturn = Omit<ReturnHead, 'returnLineItems' | 'reverseFulfillmentOrders'> & {
  returnLineItems: ReturnLineFieldsFragment[];
  reverseFulfillmentOrders: { id: string; lineItems: ReverseFulfillmentOrderLineFieldsFragment[] }[];
};

/** The order line a return line takes back (an unverified line names none). */
export const lineItemOf = (l: ReturnLineFieldsFragment) =>
  'fulfillmentLineItem' in l ? l.fulfillmentLineItem : undefined;

// Shopify's PROCESSING_REQUIRED is not a final disposition; it counts as not yet restocked.
const DISPOSITION: Record<string, Disposition> = {
  RESTOCKED: 'RESTOCKED',
  NOT_RESTOCKED: 'NOT_RESTOCKED',
  PROCESSING_REQUIRED: 'NOT_RESTOCKED',
  MISSING: 'MISSING',
};

export function mapReturn(r: GReturn): Return {
  const rfo = r.reverseFulfillmentOrders[0];
  const rfoLines = r.reverseFulfillmentOrders.flatMap((x) => x.lineItems);
  return {
    id: numericId(r.id),
    admin_graphql_api_id: r.id,
    order_id: numericId(r.order.id),
    name: r.name,
    status: r.status,
    reverse_fulfillment_order_id: rfo ? numericId(rfo.id) : '',
    decline: r.decline ? { reason: r.decline.reason, note: r.decline.note ?? null } : null,
    return_line_items: r.returnLineItems.map((l) => {
      const fli = lineItemOf(l);
      const rfoLine = rfoLines.find((x) => x.fulfillmentLineItem?.id === fli?.id);
      const dispositions = (rfoLine?.dispositions ?? []).map((d) => ({
        type: DISPOSITION[d.type] ?? 'NOT_RESTOCKED',
        quantity: d.quantity,
        location_id: d.location ? numericId(d.location.id) : null,
        at: d.createdAt,
      }));
      const count = (type: Disposition) =>
        dispositions.filter((d) => d.type === type).reduce((s, d) => s + d.quantity, 0);
      return {
        id: numericId(l.id),
        admin_graphql_api_id: l.id,
        reverse_fulfillment_order_line_item_id: rfoLine ? numericId(rfoLine.id) : '',
        line_item_id: fli ? numericId(fli.lineItem.id) : '',
        quantity: l.quantity,
        return_reason: l.returnReasonNote,
        customer_note: l.customerNote ?? null,
        restocked_quantity: count('RESTOCKED'),
        not_restocked_quantity: count('NOT_RESTOCKED'),
        missing_quantity: count('MISSING'),
        dispositions,
      };
    }),
    exchange_line_items: r.exchangeLineItems.nodes.map((x) => ({
      id: numericId(x.id),
      variant_id: numericId(x.variantId ?? null),
      quantity: x.quantity,
      processed_quantity: x.processedQuantity,
    })),
    created_at: r.createdAt,
    updated_at: r.closedAt ?? r.createdAt,
    closed_at: r.closedAt ?? null,
  };
}
