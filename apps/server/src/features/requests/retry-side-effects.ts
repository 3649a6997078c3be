import { needsAttention } from '@roundtrip/core/lifecycle';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { refunds, sideEffects } from '../../db/schema';
import type { Deps } from '../../deps';
import { refundIdOf } from '../../jobs/effects';
import { sendSideEffect } from '../../outbox/queue';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { countersOf } from './item-counters';
import { requestConflict } from './request-conflict';

/** "Retry" on a request that needs attention: every failed side effect gets a fresh job. */
export async function retrySideEffects(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'retry', permission: 'request.edit', idempotencyKey: key },
    async ({ tx, request, items, now }) => {
      const candidates = await tx
        .select()
        .from(sideEffects)
        .where(
          and(
            eq(sideEffects.requestId, request.id),
            eq(sideEffects.storeId, auth.storeId),
            eq(sideEffects.status, 'failed'),
            // Emails are sent again with Resend, not Retry.
            ne(sideEffects.effect, 'notify_customer'),
          ),
        );
      // A failed refund the merchant paid another way is settled: running it again would pay twice.
      const replaced = new Set(
        (
          await tx
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.requestId, request.id), isNotNull(refunds.replacedBy)))
        ).map((r) => r.id),
      );
      const failed = candidates.filter((e) => {
        const refundId = refundIdOf(e);
        return !(refundId && replaced.has(refundId));
      });
      if (failed.length === 0) throw requestConflict(request.status, 'Nothing failed on this request');
      const stillAttention = items.some((i) => needsAttention(countersOf(i)));
      return {
        patch: stillAttention ? {} : { needsAttention: false, attentionError: null },
        event: {
          type: 'retried',
          message: `Retrying ${failed.map((f) => f.effect.replace(/_/g, ' ')).join(', ')}`,
        },
        after: async (t) => {
          await t
            .update(sideEffects)
            .set({ status: 'pending', updatedAt: now })
            .where(
              inArray(
                sideEffects.id,
                failed.map((f) => f.id),
              ),
            );
          const refundIds = failed.map(refundIdOf).filter((x): x is string => !!x);
          if (refundIds.length)
            await t
              .update(refunds)
              .set({ status: 'pending', error: null, updatedAt: now })
              .where(inArray(refunds.id, refundIds));
          for (const f of failed) await sendSideEffect(deps.sender, t, f.id);
        },
      };
    },
  );
}
