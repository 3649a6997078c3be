import type { CreateReturnInput, DeclineReturnInput, DisposeItemsInput, Return, Write } from '../platform';
import { PlatformError } from '../platform-error';
import type { AdminDocument, AdminResult, AdminVariables } from './admin-graphql';
import {
  ORDER_RETURNS_QUERY,
  RETURN_APPROVE,
  RETURN_CANCEL,
  RETURN_CLOSE,
  RETURN_CREATE,
  RETURN_DECLINE,
  RETURN_PROCESS,
  RETURN_REQUEST,
} from './documents/returns';
import { numericId } from './map-order';
import { lineItemOf, mapReturn } from './map-return';
import { allPages, rawOrder, rawReturn } from './reads';
import { gidOf, type ShopifyDeps } from './shopify-deps';
import type { ReverseFulfillmentOrderDisposeInput } from './types/admin.types';
import { journaledWrite, throwUserErrors } from './write-journal';

type ReturnPayload = {
  return?: { id: string } | null;
  userErrors: { field?: string[] | null; message: string }[];
} | null;

async function readBack(deps: ShopifyDeps, storeId: string, id: string): Promise<Return> {
  const r = await rawReturn(deps, storeId, id);
  if (!r) throw new PlatformError('not_found', 'The return is not in Shopify any more');
  return mapReturn(r);
}

/** The returns of an order, every page, with only what tells them apart (which items, how many). */
async function orderReturns(deps: ShopifyDeps, storeId: string, orderId: string) {
  const id = gidOf('Order', orderId);
  const read = async (after: string | null) =>
    (await deps.gql(storeId, ORDER_RETURNS_QUERY, { id, after })).order?.returns;
  const first = await read(null);
  return first ? allPages(first, read) : [];
}

/** Sends one return mutation; `pick` takes its payload out of the answer. */
async function sendReturnMutation<D extends AdminDocument>(
  deps: ShopifyDeps,
  storeId: string,
  document: D,
  variables: AdminVariables<D>,
  pick: (data: AdminResult<D>) => ReturnPayload | undefined,
) {
  const payload = pick(await deps.gql(storeId, document, variables, { write: true }));
  throwUserErrors(payload?.userErrors);
  if (!payload?.return) throw new PlatformError('invalid_state', 'Shopify answered without the return');
  return { id: payload.return.id };
}

/** Shopify caps a return line's note (255 characters) and a customer's note (300). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const lineKey = (lines: { lineItemId: string; quantity: number }[]) =>
  lines
    .map((l) => `${numericId(l.lineItemId)}x${l.quantity}`)
    .sort()
    .join(',');

/**
 * Return lines point at fulfillment line items, not order lines: each requested quantity is taken from
 * the fulfillments of its line that still have items not in another open or requested return.
 */
async function fulfillmentLines(deps: ShopifyDeps, storeId: string, input: CreateReturnInput) {
  const order = await rawOrder(deps, storeId, input.orderId);
  if (!order) throw new PlatformError('not_found', 'Order not found');
  const taken = new Map<string, number>();
  for (const r of await orderReturns(deps, storeId, input.orderId))
    if (r.status === 'REQUESTED' || r.status === 'OPEN' || r.status === 'CLOSED')
      for (const l of r.returnLineItems.nodes) {
        const fli = 'fulfillmentLineItem' in l ? l.fulfillmentLineItem : null;
        if (fli) taken.set(fli.id, (taken.get(fli.id) ?? 0) + l.quantity);
      }
  const out: {
    fulfillmentLineItemId: string;
    quantity: number;
    line: CreateReturnInput['lineItems'][number];
  }[] = [];
  for (const line of input.lineItems) {
    let left = line.quantity;
    const candidates = order.fulfillments
      .filter((f) => f.status === 'SUCCESS')
      .flatMap((f) => f.lines)
      .filter((f) => numericId(f.lineItem.id) === numericId(line.lineItemId));
    for (const f of candidates) {
      const free = (f.quantity ?? 0) - (taken.get(f.id) ?? 0);
      const take = Math.min(free, left);
      if (take <= 0) continue;
      out.push({ fulfillmentLineItemId: f.id, quantity: take, line });
      left -= take;
    }
    // Let Shopify word the refusal when more is asked than was fulfilled and is not already returned.
    if (left > 0) {
      const first = candidates[0];
      if (!first)
        throw new PlatformError(
          'quantity_exceeded',
          'This line has not been fulfilled, so it cannot be returned',
        );
      const entry = out.find((o) => o.fulfillmentLineItemId === first.id);
      if (entry) entry.quantity += left;
      else out.push({ fulfillmentLineItemId: first.id, quantity: left, line });
    }
  }
  return out;
}

export async function createReturn(
  deps: ShopifyDeps,
  storeId: string,
  input: CreateReturnInput,
): Promise<Return> {
  const wanted = lineKey(input.lineItems);
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'createReturn',
    input,
    snapshot: async () => (await orderReturns(deps, storeId, input.orderId)).map((r) => r.id),
    // Shopify's return carries no key of ours: the write shows as a new return with exactly our lines.
    find: async (before) => {
      const made = (await orderReturns(deps, storeId, input.orderId)).find(
        (r) =>
          !before.includes(r.id) &&
          lineKey(
            r.returnLineItems.nodes.map((l) => ({
              lineItemId: ('fulfillmentLineItem' in l ? l.fulfillmentLineItem.lineItem.id : null) ?? '',
              quantity: l.quantity,
            })),
          ) === wanted,
      );
      return made ? { id: made.id } : null;
    },
    send: async () => {
      const lines = await fulfillmentLines(deps, storeId, input);
      if (input.status === 'requested')
        return sendReturnMutation(
          deps,
          storeId,
          RETURN_REQUEST,
          {
            input: {
              orderId: gidOf('Order', input.orderId),
              returnLineItems: lines.map((l) => ({
                fulfillmentLineItemId: l.fulfillmentLineItemId,
                quantity: l.quantity,
                customerNote: clip([l.line.reason, l.line.customerNote].filter(Boolean).join(': '), 300),
              })),
            },
          },
          (d) => d.returnRequest,
        );
      return sendReturnMutation(
        deps,
        storeId,
        RETURN_CREATE,
        {
          input: {
            orderId: gidOf('Order', input.orderId),
            ...(input.exchangeLineItems?.length
              ? {
                  exchangeLineItems: input.exchangeLineItems.map((x) => ({
                    variantId: gidOf('ProductVariant', x.variantId),
                    quantity: x.quantity,
                  })),
                }
              : {}),
            returnLineItems: lines.map((l) => ({
              fulfillmentLineItemId: l.fulfillmentLineItemId,
              quantity: l.quantity,
              returnReasonNote: clip(l.line.reason, 255),
            })),
          },
        },
        (d) => d.returnCreate,
      );
    },
  });
  return readBack(deps, storeId, result.id);
}

/** A status change: done when Shopify already shows the target status, so a retry never fails on it. */
async function transition(
  deps: ShopifyDeps,
  storeId: string,
  operation: string,
  input: Write & { returnId: string },
  target: Return['status'],
  send: (id: string) => Promise<{ id: string }>,
): Promise<Return> {
  const id = gidOf('Return', input.returnId);
  // Already there (the merchant did it in Shopify's admin): nothing to send.
  const current = await rawReturn(deps, storeId, id);
  if (current?.status === target) return mapReturn(current);
  const result = await journaledWrite<null>(deps, storeId, {
    operation,
    input,
    snapshot: async () => null,
    find: async () => ((await rawReturn(deps, storeId, id))?.status === target ? { id } : null),
    send: () => send(id),
  });
  return readBack(deps, storeId, result.id);
}

export const approveReturn = (deps: ShopifyDeps, storeId: string, input: Write & { returnId: string }) =>
  transition(deps, storeId, 'approveReturn', input, 'OPEN', (id) =>
    sendReturnMutation(
      deps,
      storeId,
      RETURN_APPROVE,
      { input: { id, notifyCustomer: false } },
      (d) => d.returnApproveRequest,
    ),
  );

export const declineReturn = (deps: ShopifyDeps, storeId: string, input: DeclineReturnInput) =>
  transition(deps, storeId, 'declineReturn', input, 'DECLINED', (id) =>
    sendReturnMutation(
      deps,
      storeId,
      RETURN_DECLINE,
      {
        input: {
          id,
          declineReason: input.reason,
          declineNote: input.note ?? null,
          notifyCustomer: false,
        },
      },
      (d) => d.returnDeclineRequest,
    ),
  );

export const closeReturn = (deps: ShopifyDeps, storeId: string, input: Write & { returnId: string }) =>
  transition(deps, storeId, 'closeReturn', input, 'CLOSED', (id) =>
    sendReturnMutation(deps, storeId, RETURN_CLOSE, { id }, (d) => d.returnClose),
  );

export const cancelReturn = (deps: ShopifyDeps, storeId: string, input: Write & { returnId: string }) =>
  transition(deps, storeId, 'cancelReturn', input, 'CANCELED', (id) =>
    sendReturnMutation(deps, storeId, RETURN_CANCEL, { id }, (d) => d.returnCancel),
  );

/**
 * Dispositions go through returnProcess (Shopify's return-processing API since 2025-07), which also
 * confirms the quantities. A later refund of the same return is a second returnProcess with the money.
 */
export async function disposeItems(
  deps: ShopifyDeps,
  storeId: string,
  input: DisposeItemsInput,
): Promise<Return> {
  const id = gidOf('Return', input.returnId);
  const current = await rawReturn(deps, storeId, id);
  if (!current) throw new PlatformError('not_found', 'Return not found');
  const rfoLines = current.reverseFulfillmentOrders.flatMap((r) => r.lineItems);
  const byLine = new Map<string, { quantity: number; dispositions: ReverseFulfillmentOrderDisposeInput[] }>();
  for (const d of input.dispositions) {
    const rfoLine = rfoLines.find((l) => numericId(l.id) === numericId(d.reverseFulfillmentOrderLineItemId));
    const line = current.returnLineItems.find((l) => lineItemOf(l)?.id === rfoLine?.fulfillmentLineItem?.id);
    if (!rfoLine || !line) throw new PlatformError('not_found', 'That item is not part of this return');
    const entry = byLine.get(line.id) ?? { quantity: 0, dispositions: [] };
    entry.quantity += d.quantity;
    entry.dispositions.push({
      reverseFulfillmentOrderLineItemId: rfoLine.id,
      quantity: d.quantity,
      dispositionType: d.type,
      locationId: d.locationId ? gidOf('Location', d.locationId) : null,
    });
    byLine.set(line.id, entry);
  }
  const result = await journaledWrite<Record<string, number>>(deps, storeId, {
    operation: 'disposeItems',
    input,
    snapshot: async () => Object.fromEntries(current.returnLineItems.map((l) => [l.id, l.processedQuantity])),
    find: async (before) => {
      const now = await rawReturn(deps, storeId, id);
      const applied = [...byLine].every(([lineId, e]) => {
        const line = now?.returnLineItems.find((l) => l.id === lineId);
        return line && line.processedQuantity >= (before[lineId] ?? 0) + e.quantity;
      });
      return applied ? { id } : null;
    },
    send: () =>
      sendReturnMutation(
        deps,
        storeId,
        RETURN_PROCESS,
        {
          input: {
            returnId: id,
            notifyCustomer: false,
            returnLineItems: [...byLine].map(([lineId, e]) => ({
              id: lineId,
              quantity: e.quantity,
              dispositions: e.dispositions,
            })),
          },
        },
        (d) => d.returnProcess,
      ),
  });
  return readBack(deps, storeId, result.id);
}
