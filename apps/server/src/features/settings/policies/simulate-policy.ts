import type { PolicySimulateResponse } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { effectivePolicy, policySettingsSchema, validStoredValues } from '@roundtrip/core/policy';
import { type RecordedPlanning, replayMonths, replayPolicy } from '@roundtrip/core/requests';
import { and, asc, eq, gte } from 'drizzle-orm';
import { requests, stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError, notFound } from '../../../errors';
import { gatingPlan } from '../../../store/billing';
import { storePolicyOf } from '../../../store/store-policy';

type Body = { policy: Record<string, unknown>; months: number };

/**
 * The policy simulator (docs/policies.md "Preview the effect"): the store's requests of the last
 * `months` months, read in one query, replayed by core under the saved policy and the proposed one
 * (the saved settings with the form's changes over them). Nothing is written.
 */
export async function simulatePolicy(
  deps: Deps,
  storeId: string,
  body: Body,
): Promise<PolicySimulateResponse> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  // The portal's own settings (handle, colour, language) live on the store row and change no outcome.
  const { portal_handle: _h, brand_color: _c, language: _l, ...changes } = body.policy;
  const parsed = policySettingsSchema.safeParse({ ...validStoredValues(store.policySettings), ...changes });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[['policy', ...issue.path].join('.')] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid settings', fields);
  }

  const now = deps.clock().getTime();
  const months = replayMonths(now, body.months);
  const since = new Date(`${months[0]}-01T00:00:00.000Z`);
  const rows = await deps.db
    .select({ createdAt: requests.createdAt, planning: requests.planning })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), gte(requests.createdAt, since)))
    .orderBy(asc(requests.createdAt));

  const history: (RecordedPlanning & { created_at: string })[] = [];
  const unrecorded: { created_at: string }[] = [];
  for (const row of rows) {
    const created_at = row.createdAt.toISOString();
    if (row.planning) history.push({ ...row.planning, created_at });
    else unrecorded.push({ created_at });
  }
  const replayed = replayPolicy({
    history,
    unrecorded,
    months,
    current: storePolicyOf(deps.config, store),
    // As the store would act on it: settings its plan lacks stay off.
    proposed: effectivePolicy(parsed.data, gatingPlan(deps.config, store)),
  });

  const money = (n: number) => fromMinor(n, store.currency);
  const figures = (f: (typeof replayed)[number]['current']) => ({
    ...f,
    refund: money(f.refund),
    fees: money(f.fees),
    credit_kept: money(f.credit_kept),
  });
  return {
    currency: store.currency,
    months: replayed.map((m) => ({
      month: m.month,
      not_replayable: m.not_replayable,
      current: figures(m.current),
      proposed: figures(m.proposed),
      delta: figures(m.delta),
    })),
  };
}
