import type { ReshipRequestsResponse, reshipRequestBody } from '@roundtrip/core';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ReshipRow, requests, reships } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import type { AuthContext } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { actOnRequest } from '../act-on-request';
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

/** POST reship-request: books a shipment of the chosen items back to the shopper (logistic log). */
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
      name = request.name;
      const lines = input.items.map((n) => {
        const item = items.find((i) => i.id === n.item_id);
        if (!item)
          throw new AppError('VALIDATION_FAILED', 'This item is not part of the request', {
            items: 'Unknown item',
          });
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
          shippingCompany: input.shipping_company,
          items: lines,
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('reship not written');
      return {
        event: {
          type: 'reship',
          message: `Reship booked with ${input.shipping_company}`,
          customerVisible: true,
          data: { reshipId: created.id },
        },
        effects: [
          { effect: 'reship', payload: { reshipId: created.id, shippingCompany: input.shipping_company } },
        ],
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
