import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { demoId, demoRef, demoStoreId, demoTs as ts } from './demo-columns';
import { storeIsolation } from './tenant-policy';

const storeId = demoStoreId;
const id = demoId;
const ref = demoRef;

/** Shopify's Return; its one ReverseFulfillmentOrder is folded in (reverse_fulfillment_order_id). */
export const demoReturns = pgTable(
  'demo_returns',
  {
    storeId: storeId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['REQUESTED', 'OPEN', 'DECLINED', 'CLOSED', 'CANCELED'] }).notNull(),
    reverseFulfillmentOrderId: ref('reverse_fulfillment_order_id').notNull(),
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_returns_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export type DemoDisposition = {
  type: 'RESTOCKED' | 'NOT_RESTOCKED' | 'MISSING';
  quantity: number;
  location_id: number | null;
  at: string;
};

/** A ReturnLineItem and its ReverseFulfillmentOrderLineItem (its own id), with disposal counters. */
export const demoReturnLineItems = pgTable(
  'demo_return_line_items',
  {
    storeId: storeId(),
    id: id(),
    returnId: ref('return_id').notNull(),
    rfoLineItemId: ref('rfo_line_item_id').notNull(),
    lineItemId: ref('line_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    returnReason: text('return_reason').notNull(),
    customerNote: text('customer_note'),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    notRestockedQuantity: integer('not_restocked_quantity').notNull().default(0),
    missingQuantity: integer('missing_quantity').notNull().default(0),
    dispositions: jsonb('dispositions').$type<DemoDisposition[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_return_line_items_return_idx').on(t.storeId, t.returnId),
    storeIsolation(t.storeId),
  ],
);
