import { COURIER_LABELS, type CourierPartner, canAddMore, type courierPartnerBody } from '@roundtrip/core';
import { COURIER_INFO, mergeCredentials, NOT_YET_SUPPORTED } from '@roundtrip/core/couriers';
import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { checkCredentials } from '../../connections/credentials-check';
import { courierConnections, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { courierClientOf } from '../../providers/couriers/courier-for';
import { openCredentials, sealCredentials } from '../../providers/couriers/credentials';
import { gatingPlan } from '../../store/billing';
import { listCourierPartners } from './list-courier-partners';

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * PUT /settings/courier-partners: connects or changes one courier, its credentials sealed. A courier we
 * cannot book yet is refused (never a pretend connection). New credentials, or a courier switched on, are
 * first checked with the courier itself: its refusal answers 400 in its words and nothing is saved
 * (docs/couriers.md). The free plan keeps two connections.
 */
export async function saveCourierPartner(
  deps: Deps,
  storeId: string,
  input: z.output<typeof courierPartnerBody>,
): Promise<CourierPartner> {
  const { courier } = input;
  if (courier === 'sandbox')
    throw new AppError('VALIDATION_FAILED', 'The sandbox courier is built in on demo stores', {
      courier: 'Built in',
    });
  if (!COURIER_INFO[courier].supported)
    throw new AppError('VALIDATION_FAILED', NOT_YET_SUPPORTED, { courier: NOT_YET_SUPPORTED });
  const where = and(eq(courierConnections.storeId, storeId), eq(courierConnections.courier, courier));
  const [before] = await deps.db.select().from(courierConnections).where(where);
  const saved = before
    ? openCredentials(deps.config.encryptionKey, storeId, courier, before.credentials)
    : {};
  const { credentials, missing } = mergeCredentials(courier, input.credentials, saved);
  if (missing.length)
    throw new AppError(
      'VALIDATION_FAILED',
      'Please fill in every field',
      Object.fromEntries(missing.map((m) => [`credentials.${m}`, 'Required'])),
    );
  // Turning a courier off needs no call; anything that would book with these credentials does.
  const unchanged = Boolean(before?.verifiedAt) && sameValues(credentials, saved);
  const check = input.enabled || !unchanged;
  if (check) {
    const client = courierClientOf(deps, courier, credentials);
    if (client) await checkCredentials(COURIER_LABELS[courier], () => client.verify());
  }
  const now = deps.clock();
  const verifiedAt = check ? now : (before?.verifiedAt ?? null);
  await deps.db.transaction(async (tx) => {
    // The store row's lock serialises connections, so two at once cannot both pass the plan's limit.
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!store) throw notFound('Store not found');
    const [row] = await tx.select().from(courierConnections).where(where);
    if (!row) {
      const [others] = await tx
        .select({ n: count() })
        .from(courierConnections)
        .where(and(eq(courierConnections.storeId, storeId), ne(courierConnections.courier, courier)));
      if (!canAddMore(gatingPlan(deps.config, store), 'logisticsConnections', others?.n ?? 0))
        throw new AppError(
          'PLAN_REQUIRED',
          'Your plan includes 2 courier connections; upgrade to Grow for more',
        );
    }
    const sealed = sealCredentials(deps.config.encryptionKey, storeId, courier, credentials);
    const values = { credentials: sealed, enabled: input.enabled, verifiedAt, updatedAt: now };
    await tx
      .insert(courierConnections)
      .values({ storeId, courier, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [courierConnections.storeId, courierConnections.courier], set: values });
  });
  const partners = await listCourierPartners(deps, storeId);
  const partner = partners.find((p) => p.courier === courier);
  if (!partner) throw new Error('courier connection not saved');
  return partner;
}
