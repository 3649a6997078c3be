// Requests for the merchant-side tests, made the way a shopper makes them: a portal session on a
// seeded demo order, then the portal's create-request endpoint. Each request therefore has its
// "created" event and the exact money the portal computes, never a hand-made row.
import { randomUUID } from 'node:crypto';
import type {
  CreateRequestBody,
  PortalOrderItem,
  RefundPreviewResponse,
  SessionDataResponse,
} from '@roundtrip/core';
import type { RefundMode } from '@roundtrip/core/pricing';
import type { ReturnMethod } from '@roundtrip/core/shopper';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { demoOrders, type RequestRow, reasons, requests, type StoreRow } from '../db/schema';
import { createReason } from '../features/reasons/create-reason';
import { readOrders } from '../platform/demo/order-view';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import type { Order } from '../platform/platform';
import type { TestApp } from './build-test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The default return and exchange window of a store (core's policy settings). */
const DEFAULT_WINDOW_DAYS = 30;

const delivered = (o: Order) => o.fulfillments.some((f) => f.shipment_status === 'delivered');
const prepaid = (o: Order) =>
  delivered(o) &&
  o.financial_status === 'paid' &&
  !o.payment_gateway_names.some((g) => /cod|cash/i.test(g)) &&
  o.customer !== null &&
  o.line_items.some((l) => l.quantity >= 1);

/** A prepaid order delivered in the default window before `now`: the portal takes a return for it then. */
export const returnableOn =
  (now: Date | string) =>
  (o: Order): boolean => {
    const at = new Date(now).getTime();
    return (
      prepaid(o) &&
      o.fulfillments.some((f) => {
        const d = f.delivered_at ? Date.parse(f.delivered_at) : Number.NaN;
        return d <= at && at - d <= DEFAULT_WINDOW_DAYS * DAY_MS;
      })
    );
  };

/**
 * Seeds the demo platform of a store for request tests. Forty orders dated up to 1 November 2026
 * give prepaid orders of several units delivered in October (returnable on the tests' clock) and
 * in August (returnable on 1 September).
 */
export async function seedOrders(db: Db, storeId: string, orders = 40): Promise<void> {
  await seedDemoPlatform(db, {
    storeId,
    orders,
    seed: 'requests',
    refDate: new Date('2026-11-01T00:00:00.000Z'),
  });
}

/**
 * The demo store's orders by number, the `skip`+1-th that `match` accepts: each as `getOrder` gives it,
 * all read in one statement.
 */
export async function findOrder(
  db: Db,
  storeId: string,
  match: (o: Order) => boolean,
  skip = 0,
): Promise<Order> {
  const orders = await readOrders(db, storeId, undefined, { orderBy: [asc(demoOrders.orderNumber)] });
  const found = orders.filter(match)[skip];
  if (!found) throw new Error('no seeded order matches');
  return found;
}

/** What the shopper chooses on the portal; everything else comes from the order. */
export type PortalRequestOptions = {
  kind?: 'return' | 'exchange';
  /** Units of each chosen line (default 1). */
  qty?: number;
  /** How many of the order's lines to send back, the first ones the portal allows (default 1). */
  lines?: number;
  /** Default: to the original payment for a return, none for an exchange. */
  refundMode?: RefundMode;
  /**
   * How the parcel comes back (default drop-off, which sends no address; with `customerName`, pickup).
   * Approving without a method approves the shopper's choice, and a pickup needs a courier named.
   */
  method?: ReturnMethod;
  /** First and last name typed in the pickup address (default: the order's shipping address). */
  customerName?: string;
  /** Default: the email the portal prefills, the customer's. */
  customerEmail?: string;
  /** JPEG photos, by file name, uploaded by the shopper and attached to the first line. */
  photos?: string[];
  /** Submitted at this time (the test clock is moved there and back). */
  createdAt?: Date;
  /** The portal's language when submitting (default: none sent, the store's). */
  language?: 'en' | 'hi';
  /** Given the refund preview the portal page shows for these items just before the shopper submits. */
  onPreview?: (preview: RefundPreviewResponse) => void;
};

/** The reason every kit request gives; the merchant adds it the way the reasons page does. */
const REASON = 'Too small';

async function reasonId(t: TestApp, storeId: string): Promise<string> {
  const [found] = await t.database.db
    .select({ id: reasons.id })
    .from(reasons)
    .where(and(eq(reasons.storeId, storeId), eq(reasons.name, REASON)));
  if (found) return found.id;
  const created = await createReason(t.deps, storeId, {
    name: REASON,
    kind: 'both',
    requires_media: false,
    requires_comment: false,
    active: true,
  });
  return created.id;
}

function multipart(files: { name: string; data: Buffer }[]) {
  const boundary = `----roundtrip${randomUUID()}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function portal<T>(t: TestApp, request: InjectOptions & { url: string }, expected: number): Promise<T> {
  const res = await t.app.inject(request);
  if (res.statusCode !== expected) throw new Error(`portal ${request.url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

function chooseLines(items: PortalOrderItem[], kind: 'return' | 'exchange', qty: number, count: number) {
  const open = items.filter((i) => i[kind].eligible && i[kind].max_quantity >= qty);
  if (open.length < count) {
    const why = items.map((i) => `${i.line_item_id}: ${i[kind].reasons.join(' ') || 'too few units'}`);
    throw new Error(`the portal offers ${open.length} of ${count} lines for a ${kind}: ${why.join('; ')}`);
  }
  return open.slice(0, count);
}

/** Opens a portal session for the order and submits a request as the shopper would. */
export async function submitPortalRequest(
  t: TestApp,
  store: StoreRow,
  order: Order,
  options: PortalRequestOptions = {},
): Promise<RequestRow> {
  const { kind = 'return', qty = 1, lines = 1, photos = [], createdAt } = options;
  const reason = await reasonId(t, store.id);
  const before = t.clock.read();
  if (createdAt) t.clock.set(createdAt);
  try {
    const { session_id } = await portal<{ session_id: string }>(
      t,
      {
        method: 'POST',
        url: '/api/customer/v1/session-data',
        payload: {
          store: store.portalHandle ?? store.domain.split('.')[0],
          order_number: order.name,
          contact: order.email ?? order.phone ?? '',
        },
      },
      201,
    );
    const data = await portal<SessionDataResponse>(
      t,
      { method: 'GET', url: `/api/customer/v1/session-data/${session_id}` },
      200,
    );
    const chosen = chooseLines(data.order.items, kind, qty, lines);
    const mediaIds: string[] = [];
    if (photos.length > 0) {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .jpeg()
        .toBuffer();
      const uploaded = await portal<{ files: { id: string }[] }>(
        t,
        {
          method: 'POST',
          url: `/api/customer/v1/upload?session=${session_id}`,
          ...multipart(photos.map((name) => ({ name, data: jpeg }))),
        },
        201,
      );
      mediaIds.push(...uploaded.files.map((f) => f.id));
    }
    const shipping = data.order.shipping_address;
    const [first, ...last] = options.customerName?.split(' ') ?? [shipping?.first_name || 'Asha'];
    const digits = data.order.customer.phone.replace(/\D/g, '');
    const refundMode = options.refundMode ?? (kind === 'return' ? 'pay_to_source' : undefined);
    const method = options.method ?? (options.customerName ? 'pickup' : 'drop_off');
    const address = {
      address_line_1: shipping?.address_line_1 || '12 MG Road',
      address_line_2: shipping?.address_line_2 ?? '',
      city: shipping?.city || 'Bengaluru',
      province: shipping?.province ?? '',
      country: shipping?.country || 'India',
      postal_code: shipping?.postal_code || '560001',
      first_name: first ?? 'Asha',
      last_name: options.customerName ? last.join(' ') : (shipping?.last_name ?? ''),
    };
    const body: CreateRequestBody = {
      session_id,
      kind,
      ...(refundMode ? { refund_mode: refundMode } : {}),
      method,
      ...(method === 'pickup' ? { address } : {}),
      ...(options.language ? { language: options.language } : {}),
      phone: { dial_code: '+91', number: digits.slice(-10) || '9876543210' },
      email: options.customerEmail ?? data.order.customer.email,
      items: chosen.map((line, i) => ({
        line_item_id: line.line_item_id,
        quantity: qty,
        reason_id: reason,
        media_ids: i === 0 ? mediaIds : [],
        // An exchange for the same variant: no price difference to settle.
        ...(kind === 'exchange' && line.variant_id ? { exchange_variant_id: line.variant_id } : {}),
      })),
    };
    if (options.onPreview)
      options.onPreview(
        await portal<RefundPreviewResponse>(
          t,
          {
            method: 'POST',
            url: '/api/customer/v1/refund-preview',
            payload: { session_id, kind: body.kind, refund_mode: body.refund_mode, items: body.items },
          },
          200,
        ),
      );
    const created = await portal<{ id: string }>(
      t,
      {
        method: 'POST',
        url: '/api/customer/v1/requests',
        headers: { 'idempotency-key': `kit-${randomUUID()}` },
        payload: body,
      },
      201,
    );
    return await requestRow(t.database.db, created.id);
  } finally {
    if (createdAt) t.clock.set(before);
  }
}

/** The request as stored, to hand to tests that read its columns. */
export async function requestRow(db: Db, id: string): Promise<RequestRow> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  if (!row) throw new Error(`request ${id} not found`);
  return row;
}
