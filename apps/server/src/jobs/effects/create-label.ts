import type { z } from 'zod';
import type { RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { createLabelPayload } from '../../outbox/payloads';
import { bookLabel } from '../../providers/couriers/book-label';
import type { Effect } from './effect';

export type CreateLabelPayload = z.infer<typeof createLabelPayload>;

/**
 * The shipment on the platform's return (Shopify: reverseDeliveryCreateWithShipping), once the return
 * exists. Best effort: the label is bought and kept whatever the platform answers, and the answer is
 * in the logistic log (docs/couriers.md).
 */
async function reverseDelivery(
  deps: Deps,
  key: string,
  request: RequestRow,
  label: { trackingNumber: string; trackingUrl: string | null; courier: string },
): Promise<string> {
  if (!request.platformReturnId) return 'skipped: the platform return is not created yet';
  try {
    const made = await deps.platform.createReverseDelivery(request.storeId, {
      idempotencyKey: `${key}:reverse-delivery`,
      returnId: request.platformReturnId,
      trackingNumber: label.trackingNumber,
      carrier: request.trackingCompany ?? label.courier,
      ...(label.trackingUrl ? { trackingUrl: label.trackingUrl } : {}),
    });
    return `created ${made.id}`;
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Approval with a courier: buys the return label or books the pickup, and keeps its tracking. */
export const createLabel: Effect<CreateLabelPayload> = {
  payload: createLabelPayload,
  logKind: 'logistic',
  async run({ deps, row, request, payload }) {
    const { label, updates, apply } = await bookLabel(deps, row, request, payload);
    const shipment = await reverseDelivery(deps, row.id, request, label);
    return {
      request: {
        courier: payload.courier,
        grams: label.weightGrams,
        key: row.id,
        quote: payload.quote ?? null,
      },
      response: {
        courier: label.courier,
        sandbox: label.sandbox,
        external_id: label.externalId,
        tracking_number: label.trackingNumber,
        tracking_url: label.trackingUrl,
        reverse_delivery: shipment,
        tracking_updates: updates,
      },
      apply,
    };
  },
};
