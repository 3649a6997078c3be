// Roundtrip's Shopify Flow triggers (docs/flow.md): one per request event a merchant automates on. Each
// is declared by an extension under extensions/flow-trigger-<event>/ whose fields are exactly FIELDS
// below (a server test reads the files), and sent with the Admin API's flowTriggerReceive.

/** The request events that start a Flow workflow. */
export const FLOW_TRIGGER_EVENTS = ['created', 'approved', 'received', 'refunded', 'rejected'] as const;
export type FlowTriggerEvent = (typeof FLOW_TRIGGER_EVENTS)[number];

/** The trigger's handle in Shopify (30 characters at most, fixed once deployed). */
export const flowTriggerHandle = (event: FlowTriggerEvent) => `roundtrip-request-${event}`;

/** The merchant-facing name, as Shopify asks: the object, then a past-tense verb, in sentence case. */
export const flowTriggerName = (event: FlowTriggerEvent) => `Return request ${event}`;

export function isFlowTriggerEvent(type: string): type is FlowTriggerEvent {
  return (FLOW_TRIGGER_EVENTS as readonly string[]).includes(type);
}

/** A field of a trigger's payload as its extension declares it (Flow's field types for triggers). */
export type FlowTriggerField =
  | { type: 'order_reference' }
  | { type: 'single_line_text_field' | 'number_decimal'; key: string; description: string };

const COMMON_FIELDS: FlowTriggerField[] = [
  { type: 'order_reference' },
  { type: 'single_line_text_field', key: 'Request ID', description: 'Roundtrip’s id of the request' },
  {
    type: 'single_line_text_field',
    key: 'Request name',
    description: 'The request’s name: the order number, a dash and the request’s number on that order',
  },
  { type: 'single_line_text_field', key: 'Request kind', description: 'return or exchange' },
  { type: 'single_line_text_field', key: 'Request status', description: 'The request’s status now' },
  {
    type: 'single_line_text_field',
    key: 'Customer ID',
    description: 'The customer’s Shopify GID; empty for a guest order',
  },
  {
    type: 'number_decimal',
    key: 'Refund amount',
    description: 'The refund planned for the request in the shop’s currency (the refund made, when refunded)',
  },
  { type: 'number_decimal', key: 'Amount due', description: 'What the shopper owes for an exchange' },
  { type: 'single_line_text_field', key: 'Currency', description: 'The shop’s currency code' },
];

/** Every trigger's payload fields, in the order its extension lists them. */
export const FLOW_TRIGGER_FIELDS: Record<FlowTriggerEvent, FlowTriggerField[]> = {
  created: COMMON_FIELDS,
  approved: COMMON_FIELDS,
  received: COMMON_FIELDS,
  refunded: COMMON_FIELDS,
  rejected: [
    ...COMMON_FIELDS,
    { type: 'single_line_text_field', key: 'Reason', description: 'Why the request was rejected' },
  ],
};

/** What a trigger is built from: the request as it is after the event, and the event's own data. */
export type FlowTriggerFacts = {
  request: {
    id: string;
    name: string;
    kind: string;
    status: string;
    /** The Shopify order's numeric id (requests keep the legacy id). */
    orderId: string;
    customerId: string | null;
    refundAmount: string;
    amountDue: string;
    currency: string;
  };
  event: { type: FlowTriggerEvent; data: Record<string, unknown> };
};

const numericId = (id: string): number | null => {
  const m = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,16})$/.exec(id);
  return m?.[1] ? Number(m[1]) : null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The payload flowTriggerReceive sends: Flow reads a reference field's numeric id under `<object>_id`
 * and every other field under its key. Null when the order has no numeric Shopify id (the request was
 * not made on a Shopify store), since Flow refuses a trigger without its order.
 */
export function flowTriggerPayload(facts: FlowTriggerFacts): Record<string, string | number> | null {
  const { request, event } = facts;
  const orderId = numericId(request.orderId);
  if (orderId === null) return null;
  const customer = request.customerId ? numericId(request.customerId) : null;
  // A refund event carries what was refunded; the others the request's planned refund.
  const refunded = event.type === 'refunded' ? text(event.data.amount) : '';
  return {
    order_id: orderId,
    'Request ID': request.id,
    'Request name': request.name,
    'Request kind': request.kind,
    'Request status': request.status,
    'Customer ID': customer === null ? '' : `gid://shopify/Customer/${customer}`,
    'Refund amount': Number(refunded || request.refundAmount),
    'Amount due': Number(request.amountDue),
    Currency: request.currency,
    ...(event.type === 'rejected' ? { Reason: text(event.data.reason) } : {}),
  };
}
