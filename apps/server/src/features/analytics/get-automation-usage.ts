import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { requestEvents } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

/** Processing without a status change; every event that changes the status counts too. */
const PROCESSING = ['refunded', 'tag', 'tag_removed', 'reship', 'unarchived'];

/**
 * GET analytics/v1/automation-usage: request changes made by the system (workflows, automation
 * settings, platform webhooks) against those made by people, from the request timeline.
 */
export async function getAutomationUsage(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const at = requestEvents.createdAt;
  const current = scope.inCurrent(at);
  const byActor = (actor: 'system' | 'merchant', inPeriod: boolean) =>
    sql<number>`(count(*) filter (where ${requestEvents.actorType} = ${actor} and ${inPeriod ? current : sql`not ${current}`}))::int`;
  const where = and(
    eq(requestEvents.storeId, scope.store.id),
    scope.inBoth(at),
    sql`${requestEvents.toStatus} is not null or ${inArray(requestEvents.type, PROCESSING)}`,
  );
  const [[totals], byType] = await Promise.all([
    deps.db
      .select({
        auto: byActor('system', true),
        autoBefore: byActor('system', false),
        manual: byActor('merchant', true),
        manualBefore: byActor('merchant', false),
      })
      .from(requestEvents)
      .where(where),
    deps.db
      .select({ type: requestEvents.type, count: sql<number>`count(*)::int` })
      .from(requestEvents)
      .where(and(where, current, eq(requestEvents.actorType, 'system')))
      .groupBy(requestEvents.type)
      .orderBy(desc(sql`2`), requestEvents.type),
  ]);
  return {
    ...answerBase(scope),
    automated: compareCounts(totals?.auto ?? 0, totals?.autoBefore ?? 0),
    manual: compareCounts(totals?.manual ?? 0, totals?.manualBefore ?? 0),
    by_type: byType,
  };
}
