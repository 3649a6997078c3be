import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { returnLabels, sideEffects } from '../../db/schema';
import { AppError } from '../../errors';
import { PermanentError, WaitingError } from '../../outbox/effect-errors';
import { cancelLabelPayload } from '../../outbox/payloads';
import { labelCourier } from '../../providers/couriers/courier-for';
import { recordRequestEvent } from '../../request-events/record-request-event';
import type { Effect } from './effect';

// Named by the approval's create_label row, fixed when the merchant cancels: the label may still be
// being bought then, and re-enabling the request must not make this void a later label.
export type CancelLabelPayload = z.infer<typeof cancelLabelPayload>;

/** The request's newest create_label row that no cancel_label covers yet: the label a cancellation voids. */
export async function openLabelBooking(
  tx: Tx,
  target: { storeId: string; requestId: string },
): Promise<string | undefined> {
  const rows = await tx
    .select({ id: sideEffects.id, effect: sideEffects.effect, payload: sideEffects.payload })
    .from(sideEffects)
    .where(and(eq(sideEffects.storeId, target.storeId), eq(sideEffects.requestId, target.requestId)))
    .orderBy(desc(sideEffects.createdAt));
  const voided = new Set(
    rows.flatMap((r) => {
      const parsed = r.effect === 'cancel_label' ? cancelLabelPayload.safeParse(r.payload) : null;
      return parsed?.success ? [parsed.data.createLabelId] : [];
    }),
  );
  return rows.find((r) => r.effect === 'create_label' && !voided.has(r.id))?.id;
}

/**
 * Cancellation of a request approved with a courier: voids (refunds) its unused label with the courier.
 * A courier that refuses (the parcel was already scanned) fails the row at once: the logistic log and
 * the timeline say so and the request needs the merchant's attention.
 */
export const cancelLabel: Effect<CancelLabelPayload> = {
  payload: cancelLabelPayload,
  logKind: 'logistic',
  async run({ deps, request, payload }) {
    const [create] = await deps.db
      .select({ status: sideEffects.status })
      .from(sideEffects)
      .where(and(eq(sideEffects.id, payload.createLabelId), eq(sideEffects.storeId, request.storeId)));
    if (create?.status === 'pending') throw new WaitingError('The label is still being bought');
    const [label] = await deps.db
      .select()
      .from(returnLabels)
      .where(
        and(eq(returnLabels.sideEffectId, payload.createLabelId), eq(returnLabels.storeId, request.storeId)),
      );
    if (!label) return { request: payload, response: { skipped: 'no label was bought' } };
    const asked = { ...payload, courier: label.courier, tracking_number: label.trackingNumber };
    if (label.voidedAt) return { request: asked, response: { skipped: 'the label is already voided' } };
    const client = await labelCourier(deps, label);
    try {
      await client.cancel(label);
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
        throw new PermanentError(
          `The courier refused to void label ${label.trackingNumber}: ${error.message}`,
        );
      throw error;
    }
    return {
      request: asked,
      response: { voided: true, sandbox: label.sandbox },
      apply: async (tx) => {
        const now = deps.clock();
        await tx
          .update(returnLabels)
          .set({ voidedAt: now, updatedAt: now })
          .where(eq(returnLabels.id, label.id));
        await recordRequestEvent(deps, tx, {
          storeId: request.storeId,
          requestId: request.id,
          type: 'label_voided',
          actorType: 'system',
          message: `Return label voided with the courier (${label.trackingNumber})`,
          data: { courier: label.courier, tracking_number: label.trackingNumber },
          createdAt: now,
        });
      },
    };
  },
};
