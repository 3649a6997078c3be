import type { Disposition, Return } from '../platform';
import { numericId } from './map-order';

type GFli = { id: string; lineItem: { id: string } };
export type GReturn = {
  id: string;
  name: string;
  status: Return['status'];
  createdAt: string;
  closedAt: string | null;
  order: { id: string };
  decline: { reason: string; note: string | null } | null;
  returnLineItems: {
    nodes: {
      id: string;
      quantity: number;
      processedQuantity: number;
      unprocessedQuantity: number;
      returnReasonNote: string;
      customerNote: string | null;
      fulfillmentLineItem?: GFli;
    }[];
  };
  exchangeLineItems: {
    nodes: { id: string; quantity: number; processedQuantity: number; variantId: string | null }[];
  };
  reverseFulfillmentOrders: {
    nodes: {
      id: string;
      lineItems: {
        nodes: {
          id: string;
          totalQuantity: number;
          fulfillmentLineItem: GFli | null;
          dispositions: {
            type: string;
            quantity: number;
            location: { id: string } | null;
            createdAt: string;
          }[];
        }[];
      };
    }[];
  };
  refunds: { nodes: { id: string; totalRefundedSet: { shopMoney: { amount: string } } }[] };
};

// Shopify's PROCESSING_REQUIRED is not a final disposition; it counts as not yet restocked.
const DISPOSITION: Record<string, Disposition> = {
  RESTOCKED: 'RESTOCKED',
  NOT_RESTOCKED: 'NOT_RESTOCKED',
  PROCESSING_REQUIRED: 'NOT_RESTOCKED',
  MISSING: 'MISSING',
};

export function mapReturn(r: GReturn): Return {
  const rfo = r.reverseFulfillmentOrders.nodes[0];
  const rfoLines = r.reverseFulfillmentOrders.nodes.flatMap((x) => x.lineItems.nodes);
  return {
    id: numericId(r.id),
    admin_graphql_api_id: r.id,
    order_id: numericId(r.order.id),
    name: r.name,
    status: r.status,
    reverse_fulfillment_order_id: rfo ? numericId(rfo.id) : '',
    decline: r.decline ? { reason: r.decline.reason, note: r.decline.note } : null,
    return_line_items: r.returnLineItems.nodes.map((l) => {
      const rfoLine = rfoLines.find((x) => x.fulfillmentLineItem?.id === l.fulfillmentLineItem?.id);
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
        line_item_id: l.fulfillmentLineItem ? numericId(l.fulfillmentLineItem.lineItem.id) : '',
        quantity: l.quantity,
        return_reason: l.returnReasonNote,
        customer_note: l.customerNote,
        restocked_quantity: count('RESTOCKED'),
        not_restocked_quantity: count('NOT_RESTOCKED'),
        missing_quantity: count('MISSING'),
        dispositions,
      };
    }),
    exchange_line_items: r.exchangeLineItems.nodes.map((x) => ({
      id: numericId(x.id),
      variant_id: numericId(x.variantId),
      quantity: x.quantity,
      processed_quantity: x.processedQuantity,
    })),
    created_at: r.createdAt,
    updated_at: r.closedAt ?? r.createdAt,
    closed_at: r.closedAt,
  };
}
