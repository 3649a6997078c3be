import { type TrackingStatus, trackingStep } from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import { type ReturnLabelRow, requests, returnLabels } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueEventNotification } from '../../notifications/queue-notification';
import { enqueueEffects } from '../../outbox/enqueue';
import { recordRequestEvent } from '../../request-events/record-request-event';

const WORDS: Record<TrackingStatus, string> = {
  label_created: 'Label created',
  in_transit: 'Parcel in transit',
  out_for_delivery: 'Parcel out for delivery',
  delivered: 'Parcel delivered to the warehouse',
};

/**
 * A courier's report on a label, under the request's row lock: the label and the request keep the
 * furthest status seen (core `trackingStep`: never backwards), an approved request moves to in transit
 * once the parcel moves and to delivered on the delivered scan, and each change is a line of the timeline.
 * Only the request's current label (its tracking number, not voided) changes the request.
 * Answers the status kept.
 */
export async function applyTracking(
  deps: Deps,
  label: ReturnLabelRow,
  reported: TrackingStatus,
): Promise<TrackingStatus> {
  return deps.db.transaction(async (tx) => {
    const where = and(eq(requests.id, label.requestId), eq(requests.storeId, label.storeId));
    const [request] = await tx.select().from(requests).where(where).for('update');
    const [current] = await tx.select().from(returnLabels).where(eq(returnLabels.id, label.id));
    if (!request || !current) return reported;
    const step = trackingStep(current.trackingStatus, reported, request.status);
    // Only the request's current label speaks for the parcel: a replaced label (the request now tracks
    // another number) or a voided one keeps its own status, but its late report moves nothing else.
    const isCurrent = !current.voidedAt && request.trackingNumber === current.trackingNumber;
    const moved = isCurrent ? step.requestStatus : null;
    if (!step.changed && !moved) return step.status;
    const now = deps.clock();
    await tx
      .update(returnLabels)
      .set({ trackingStatus: step.status, updatedAt: now })
      .where(eq(returnLabels.id, label.id));
    await tx
      .update(requests)
      .set({
        ...(isCurrent ? { trackingStatus: step.status } : {}),
        ...(moved ? { status: moved, version: request.version + 1 } : {}),
        updatedAt: now,
      })
      .where(where);
    const event = await recordRequestEvent(deps, tx, {
      storeId: label.storeId,
      requestId: label.requestId,
      type: moved ?? 'tracking',
      fromStatus: moved ? request.status : null,
      toStatus: moved,
      actorType: 'system',
      message: `${WORDS[step.status]} (${current.trackingNumber})`,
      customerVisible: moved !== null,
      data: {
        tracking_company: request.trackingCompany ?? '',
        tracking_number: current.trackingNumber,
        tracking_status: step.status,
      },
      createdAt: now,
    });
    // The carrier's move is one the shopper sees, so it is emailed like the merchant's (with the change).
    const notify = moved ? await queueEventNotification(tx, request, event, now) : null;
    if (notify)
      await enqueueEffects(deps.sender, tx, { storeId: label.storeId, requestId: label.requestId, now }, [
        notify,
      ]);
    return step.status;
  });
}
