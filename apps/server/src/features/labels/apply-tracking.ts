import { type TrackingStatus, trackingStep } from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import { type ReturnLabelRow, requestEvents, requests, returnLabels } from '../../db/schema';
import type { Deps } from '../../deps';

const WORDS: Record<TrackingStatus, string> = {
  label_created: 'Label created',
  in_transit: 'Parcel in transit',
  out_for_delivery: 'Parcel out for delivery',
  delivered: 'Parcel delivered to the warehouse',
};

/**
 * A courier's report on a label, under the request's row lock: the label and the request keep the
 * furthest status seen (core `trackingStep`: never backwards), an approved request moves to in transit
 * once the parcel moves, and each change is a line of the timeline. Answers the status kept.
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
    if (!step.changed && !step.moveRequest) return step.status;
    const now = deps.clock();
    await tx
      .update(returnLabels)
      .set({ trackingStatus: step.status, updatedAt: now })
      .where(eq(returnLabels.id, label.id));
    // The request's tracking follows its newest label only; an old label's late report changes nothing there.
    const isCurrent = request.trackingNumber === current.trackingNumber;
    await tx
      .update(requests)
      .set({
        ...(isCurrent ? { trackingStatus: step.status } : {}),
        ...(step.moveRequest ? { status: 'in_transit' as const, version: request.version + 1 } : {}),
        updatedAt: now,
      })
      .where(where);
    await tx.insert(requestEvents).values({
      storeId: label.storeId,
      requestId: label.requestId,
      type: step.moveRequest ? 'in_transit' : 'tracking',
      fromStatus: step.moveRequest ? request.status : null,
      toStatus: step.moveRequest ? 'in_transit' : null,
      actorType: 'system',
      message: `${WORDS[step.status]} (${current.trackingNumber})`,
      customerVisible: step.moveRequest,
      data: {
        tracking_company: request.trackingCompany ?? '',
        tracking_number: current.trackingNumber,
        tracking_status: step.status,
      },
      createdAt: now,
    });
    return step.status;
  });
}
