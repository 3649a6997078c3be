import { COURIER_LABELS, type ReshipRequestsResponse, type reshipRequestBody } from '@roundtrip/core';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ReshipRow, requests, reships, stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import type { AuthContext } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { actOnRequest } from '../act-on-request';
import { namedItem } from '../item-counters';
import { requestConflict } from '../request-conflict';

/** Units that can go back to the shopper: received or missing ones, or a rejected request's items. */
const RESHIPPABLE = new Set(['received', 'inspected', 'rejected', 'refunded', 'exchanged']);

const entryOf = (r: ReshipRow, name: string) => ({
  id: r.id,
  request_id: r.requestId,
  request_name: name,
  shipping_company: r.shippingCompany,
  tracking_number: r.trackingNumber,
  status: r.status,
  items: r.items,
  created_at: r.createdAt.toISOString(),
});

/** GET return-exchange/v1/reship-requests/{order}?shipping_company=: the order's requests and reships. */
export async function reshipRequests(
  deps: Deps,
  auth: AuthContext,
  orderId: string,
  shippingCompany?: string,
): Promise<ReshipRequestsResponse> {
  requirePermission(auth, 'request.all.view');
  const reqs = await deps.db
    .select({ id: requests.id, name: requests.name, status: requests.status })
    .from(requests)
    .where(and(eq(requests.storeId, auth.storeId), eq(requests.orderId, orderId)));
  // An order with no request in this store is unknown here, whether it exists elsewhere or not.
  if (reqs.length === 0) throw new AppError('NOT_FOUND', 'Order not found');
  const names = new Map(reqs.map((r) => [r.id, r.name]));
  const rows = await deps.db
    .select()
    .from(reships)
    .where(
      and(
        eq(reships.storeId, auth.storeId),
        eq(reships.orderId, orderId),
        shippingCompany ? eq(reships.shippingCompany, shippingCompany) : undefined,
      ),
    )
    .orderBy(desc(reships.createdAt));
  return {
    order_id: orderId,
    eligible: reqs
      .filter((r) => RESHIPPABLE.has(r.status))
      .map((r) => ({ request_id: r.id, name: r.name, status: r.status })),
    reships: rows.map((r) => entryOf(r, names.get(r.requestId) ?? '')),
  };
}

/**
 * POST reship-request: records the chosen items sent to the shopper again, with the merchant's courier and
 * tracking number (a demo store's sandbox books a test shipment instead: logistic log).
 */
export async function createReship(deps: Deps, auth: AuthContext, input: z.output<typeof reshipRequestBody>) {
  let created: ReshipRow | undefined;
  let name = '';
  await actOnRequest(
    deps,
    auth,
    {
      requestId: input.request_id,
      action: 'reship',
      permission: 'request.edit',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    async ({ tx, request, items, now }) => {
      if (!RESHIPPABLE.has(request.status))
        throw requestConflict(
          request.status,
          `Cannot reship a request that is ${request.status.replace(/_/g, ' ')}`,
        );
      // Roundtrip books no outgoing shipment: the merchant ships it and tells us the tracking number.
      // Only a demo store's sandbox makes a test one, under its own name (docs/couriers.md).
      const [store] = await tx
        .select({ platform: stores.platform })
        .from(stores)
        .where(eq(stores.id, auth.storeId));
      const sandbox = !input.tracking_number && store?.platform === 'demo';
      if (!input.tracking_number && !sandbox)
        throw new AppError(
          'VALIDATION_FAILED',
          'Ship the items with your courier and enter its tracking number',
          {
            tracking_number: 'Enter the tracking number of the parcel you sent',
          },
        );
      name = request.name;
      const lines = input.items.map((n) => {
        const item = namedItem(items, n.item_id);
        if (n.quantity > item.requestedQty)
          throw new AppError(
            'VALIDATION_FAILED',
            `Only ${item.requestedQty} of ${item.title} can be reshipped`,
            { items: 'Too many units' },
          );
        return { item_id: item.id, title: item.title, quantity: n.quantity };
      });
      [created] = await tx
        .insert(reships)
        .values({
          storeId: auth.storeId,
          requestId: request.id,
          orderId: request.orderId,
          shippingCompany: sandbox ? COURIER_LABELS.sandbox : input.shipping_company,
          items: lines,
          ...(input.tracking_number
            ? { status: 'shipped' as const, trackingNumber: input.tracking_number }
            : {}),
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('reship not written');
      return {
        event: {
          type: 'reship',
          message: sandbox
            ? 'Reship booked with the sandbox courier (a test shipment on a demo store)'
            : `Reship sent with ${input.shipping_company}, tracking ${input.tracking_number}`,
          customerVisible: true,
          data: { reshipId: created.id },
        },
        effects: sandbox
          ? [{ effect: 'reship', payload: { reshipId: created.id, shippingCompany: 'sandbox' } }]
          : [],
      };
    },
  );
  if (!created) {
    // replayed idempotency key: answer the reship the first call booked
    const [first] = await deps.db
      .select()
      .from(reships)
      .where(and(eq(reships.storeId, auth.storeId), eq(reships.requestId, input.request_id)))
      .orderBy(desc(reships.createdAt))
      .limit(1);
    if (!first) throw new AppError('NOT_FOUND', 'Request not found');
    created = first;
  }
  return entryOf(created, name);
}
