import type { SideEffect } from '@roundtrip/core';
import type { SideEffectRow } from '../../db/schema';
import type { EffectPayloads } from '../../outbox/payloads';
import { withShopifyCallLog } from '../../platform/shopify/call-log';
import { cancelItems } from './cancel-items';
import { cancelLabel } from './cancel-label';
import { cancelReturn } from './cancel-return';
import { closeReturn } from './close-return';
import { collectPayment } from './collect-payment';
import { createExchangeOrder } from './create-exchange-order';
import { createLabel } from './create-label';
import { createReturn } from './create-return';
import { createShipment } from './create-shipment';
import { declineReturn } from './decline-return';
import { disposeItems } from './dispose-items';
import type { Effect } from './effect';
import { flowTrigger } from './flow-trigger';
import { markOrderPaid } from './mark-order-paid';
import { notifyCustomer } from './notify-customer';
import { refund } from './refund';
import { refundPayment } from './refund-payment';
import { releaseHold } from './release-hold';
import { reship } from './reship';
import { storeCredit } from './store-credit';
import { wmsCreateReturn } from './wms-create-return';

// Every platform write is keyed by the outbox row's id (refunds: by the key fixed when the refund was
// asked for): a retry after a crash (outcome unknown) repeats the same call and the platform answers
// the first result.
const KINDS = {
  create_return: createReturn,
  decline_return: declineReturn,
  cancel_return: cancelReturn,
  close_return: closeReturn,
  dispose_items: disposeItems,
  create_exchange_order: createExchangeOrder,
  release_hold: releaseHold,
  create_shipment: createShipment,
  create_label: createLabel,
  cancel_label: cancelLabel,
  reship,
  refund,
  store_credit: storeCredit,
  notify_customer: notifyCustomer,
  collect_payment: collectPayment,
  refund_payment: refundPayment,
  mark_order_paid: markOrderPaid,
  wms_create_return: wmsCreateReturn,
  flow_trigger: flowTrigger,
  cancel_items: cancelItems,
} satisfies { [K in SideEffect]: Effect<EffectPayloads[K]> };

/** Every Admin API call an attempt makes is written to its request's Shopify log (one row per call). */
function logShopifyCalls<P>(effect: Effect<P>): Effect<P> {
  return {
    ...effect,
    run: (ctx) =>
      withShopifyCallLog(
        {
          storeId: ctx.row.storeId,
          requestId: ctx.row.requestId,
          sideEffectId: ctx.row.id,
          effect: ctx.row.effect,
          attempt: ctx.row.attempts + 1,
        },
        () => effect.run(ctx),
      ),
  };
}

/** Typed per kind, so code generic over a kind keeps its payload's type from the schema to the handler. */
export const EFFECTS = Object.fromEntries(
  Object.entries(KINDS).map(([kind, effect]) => [kind, logShopifyCalls(effect as Effect<unknown>)]),
) as { [K in SideEffect]: Effect<EffectPayloads[K]> };

export type ParsedPayload<K extends SideEffect> =
  | { ok: true; payload: EffectPayloads[K] }
  | { ok: false; error: string };

/** A stored payload read with its kind's schema, or what in it does not fit. */
export function parsePayload<K extends SideEffect>(effect: K, payload: unknown): ParsedPayload<K> {
  const parsed = EFFECTS[effect].payload.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const problems = parsed.error.issues.map((i) =>
    i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message,
  );
  return { ok: false, error: `The stored ${effect} payload is invalid (${problems.join('; ')})` };
}

/** The refund record a refund or store-credit row pays out; null for other kinds. */
export function refundIdOf(row: Pick<SideEffectRow, 'effect' | 'payload'>): string | null {
  if (row.effect !== 'refund' && row.effect !== 'store_credit') return null;
  const parsed = parsePayload(row.effect, row.payload);
  return parsed.ok ? parsed.payload.refundId : null;
}
