import { AWAITING_RECEIPT_STATUSES } from '@roundtrip/core/lifecycle';
import {
  type AutomationSettings,
  autoArchiveDue,
  automationSettingsOf,
  autoReceiveDue,
  codRefundDue,
  daysBefore,
  effectiveAutomation,
} from '@roundtrip/core/workflows';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { type RequestRow, requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { gatingPlan } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { archiveRequest } from '../requests/archive-request';
import { receiveRequest } from '../requests/receive-request';
import { refundRequest } from '../requests/refund-request';
import { systemActor } from './system-actor';

/** Requests one store's automation handles per cycle and setting; the rest wait for the next cycle. */
const BATCH = 200;

type Step = {
  due: (r: RequestRow, s: AutomationSettings, now: Date) => boolean;
  act: (deps: Deps, actor: AuthContext, r: RequestRow) => Promise<unknown>;
};

/**
 * The automation settings (docs/workflows.md), run by the periodic job with the clock passed in. Each acts
 * through the merchant's own verb as the store's automation, so the state machine and counters apply;
 * the key names the request and the moment, so a repeated cycle replays instead of acting twice.
 */
const STEPS: Record<'receive' | 'cod' | 'archive', Step> = {
  receive: {
    due: autoReceiveDue,
    act: (deps, actor, r) =>
      receiveRequest(deps, actor, r.id, { idempotency_key: `auto-receive:${r.id}:${r.version}` }),
  },
  cod: {
    due: (r, s) => codRefundDue(r, s),
    act: (deps, actor, r) =>
      refundRequest(deps, actor, r.id, {
        mode: 'others',
        note: 'Cash on delivery order: marked refunded',
        idempotency_key: `auto-cod-refund:${r.id}:${r.version}`,
      }),
  },
  archive: {
    due: autoArchiveDue,
    act: (deps, actor, r) => archiveRequest(deps, actor, r.id, `auto-archive:${r.id}:${r.version}`),
  },
};

/** One cycle for every store that turned an automation on; returns the requests acted on. */
export async function runAutomation(deps: Deps, opts: { storeId?: string } = {}): Promise<number> {
  const now = deps.clock();
  const rows = await deps.db
    .select({
      id: stores.id,
      policy: stores.policySettings,
      planName: stores.planName,
      billing: stores.billing,
    })
    .from(stores)
    .where(opts.storeId ? eq(stores.id, opts.storeId) : undefined);
  let acted = 0;
  for (const store of rows) {
    // A plan without automations (a downgrade) keeps the settings but runs none of them.
    const s = effectiveAutomation(automationSettingsOf(store.policy), gatingPlan(deps.config, store));
    if (!s.auto_receive_requests && s.auto_archive_days === null && !s.mark_cod_refunded) continue;
    const actor = await systemActor(deps.db, store.id);
    if (!actor) continue;
    const found = await candidates(deps, store.id, s, now);
    for (const step of Object.values(STEPS)) {
      for (const r of found) {
        if (!step.due(r, s, now)) continue;
        try {
          await step.act(deps, actor, r);
          acted++;
        } catch (error) {
          // The request moved on meanwhile (a merchant acted): the next cycle sees it as it is now.
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
  }
  return acted;
}

/** The store's requests some automation might be due for; core's due rules decide. */
async function candidates(
  deps: Deps,
  storeId: string,
  s: AutomationSettings,
  now: Date,
): Promise<RequestRow[]> {
  const archiveBefore = s.auto_archive_days === null ? null : daysBefore(now, s.auto_archive_days);
  return deps.db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.storeId, storeId),
        or(
          s.auto_receive_requests ? inArray(requests.status, [...AWAITING_RECEIPT_STATUSES]) : undefined,
          s.mark_cod_refunded
            ? and(eq(requests.isCod, true), inArray(requests.status, ['received', 'inspected']))
            : undefined,
          archiveBefore
            ? and(
                inArray(requests.status, ['refunded', 'exchanged', 'rejected', 'cancelled']),
                lte(sql`coalesce(${requests.closedAt}, ${requests.updatedAt})`, archiveBefore),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(asc(requests.updatedAt))
    .limit(BATCH);
}
