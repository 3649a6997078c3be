import {
  daysBefore,
  EVENT_LOOKBACK_DAYS,
  noChangeDue,
  TRIGGER_EVENTS,
  WORKFLOW_RUN_CAP,
  type WorkflowAction,
  workflowActionRefusal,
  workflowLogLine,
  workflowMatches,
} from '@roundtrip/core/workflows';
import { and, asc, eq, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import {
  type RequestRow,
  requestEvents,
  requests,
  stores,
  type WorkflowRow,
  workflowRuns,
  workflows,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { recordRequestEvent } from '../../request-events/record-request-event';
import { hasFeature } from '../../store/billing';
import { holderOf } from '../auth/require-permission';
import { workflowFactsOf } from './request-facts';
import { runAction } from './run-action';
import { workflowAuthor } from './workflow-author';

/** Requests one workflow considers per cycle; the rest wait for the next cycle. */
const BATCH = 200;

type Candidate = { request: RequestRow; triggerKey: string };

/**
 * One cycle of every active workflow (docs/workflows.md): pending runs left by a crash are finished,
 * then each workflow looks at the request events (or quiet requests) it has not seen, checks its
 * conditions with core's matcher and runs its actions. Returns the runs that acted.
 */
export async function runWorkflows(deps: Deps, opts: { storeId?: string } = {}): Promise<number> {
  const now = deps.clock();
  const listed = await deps.db
    .select({ workflow: workflows, planName: stores.planName, billing: stores.billing })
    .from(workflows)
    .innerJoin(stores, eq(stores.id, workflows.storeId))
    .where(and(eq(workflows.active, true), opts.storeId ? eq(workflows.storeId, opts.storeId) : sql`true`))
    .orderBy(asc(workflows.createdAt), asc(workflows.id));
  // A store whose plan lacks automations (a downgrade) keeps its workflows, but none of them runs.
  const active = listed.filter((l) => hasFeature(deps.config, l, 'automations')).map((l) => l.workflow);
  let ran = await finishPending(deps, active);
  for (const w of active) {
    const candidates =
      w.trigger === 'no_change' ? await quietRequests(deps, w, now) : await unseenEvents(deps, w, now);
    if (candidates.length === 0) continue;
    // Without conditions every request matches: no need to ask the platform for the facts.
    const facts =
      w.conditions.length > 0
        ? await workflowFactsOf(
            deps,
            deps.db,
            w.storeId,
            candidates.map((c) => c.request),
          )
        : null;
    for (const c of candidates) {
      const f = facts?.get(c.request.id);
      const matched = !facts || (f ? workflowMatches(w, f) : false);
      if (!matched) {
        await claim(deps, w, c, 'skipped');
        continue;
      }
      if (await reachedCap(deps, c.request.id)) {
        if (await claim(deps, w, c, 'capped')) await noteCap(deps, w, c.request);
        continue;
      }
      const runId = await claim(deps, w, c, 'pending');
      if (runId && (await act(deps, w, { id: runId, requestId: c.request.id, triggerKey: c.triggerKey })))
        ran++;
    }
  }
  return ran;
}

/** Request events of the workflow's trigger since it was made (and within the look-back), not yet seen by it. */
async function unseenEvents(deps: Deps, w: WorkflowRow, now: Date): Promise<Candidate[]> {
  const type = TRIGGER_EVENTS[w.trigger as keyof typeof TRIGGER_EVENTS];
  const since = new Date(Math.max(w.createdAt.getTime(), daysBefore(now, EVENT_LOOKBACK_DAYS).getTime()));
  const rows = await deps.db
    .select({ request: requests, eventId: requestEvents.id })
    .from(requestEvents)
    .innerJoin(requests, eq(requests.id, requestEvents.requestId))
    .where(
      and(
        eq(requestEvents.storeId, w.storeId),
        eq(requestEvents.type, type),
        gte(requestEvents.createdAt, since),
        sql`not exists (select 1 from ${workflowRuns} r where r.workflow_id = ${w.id} and r.request_id = ${requestEvents.requestId} and r.trigger_key = ${requestEvents.id}::text)`,
      ),
    )
    .orderBy(asc(requestEvents.id))
    .limit(BATCH);
  return rows.map((r) => ({ request: r.request, triggerKey: String(r.eventId) }));
}

/** Open requests unchanged for the workflow's days, once per quiet spell (keyed by the last change). */
async function quietRequests(deps: Deps, w: WorkflowRow, now: Date): Promise<Candidate[]> {
  const days = w.triggerDays ?? 1;
  const rows = await deps.db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.storeId, w.storeId),
        notInArray(requests.status, ['refunded', 'exchanged', 'rejected', 'cancelled', 'archived']),
        lte(requests.updatedAt, daysBefore(now, days)),
        sql`not exists (select 1 from ${workflowRuns} r where r.workflow_id = ${w.id} and r.request_id = ${requests.id} and r.trigger_key = 'no_change:' || to_char(${requests.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS'))`,
      ),
    )
    .orderBy(asc(requests.updatedAt))
    .limit(BATCH);
  return rows
    .filter((r) => noChangeDue(r, days, now))
    .map((r) => ({ request: r, triggerKey: quietKey(r.updatedAt) }));
}

/** Matches the SQL above: milliseconds, UTC, no zone suffix. */
const quietKey = (at: Date) => `no_change:${at.toISOString().slice(0, 23)}`;

/** Writes the run's row once per (workflow, request, trigger); null when another attempt wrote it first. */
async function claim(
  deps: Deps,
  w: WorkflowRow,
  c: Candidate,
  status: 'skipped' | 'pending' | 'capped',
): Promise<string | null> {
  const now = deps.clock();
  const [row] = await deps.db
    .insert(workflowRuns)
    .values({
      storeId: w.storeId,
      workflowId: w.id,
      requestId: c.request.id,
      triggerKey: c.triggerKey,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: workflowRuns.id });
  return row?.id ?? null;
}

async function reachedCap(deps: Deps, requestId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowRuns)
    .where(
      and(eq(workflowRuns.requestId, requestId), inArray(workflowRuns.status, ['pending', 'done', 'failed'])),
    );
  return (row?.n ?? 0) >= WORKFLOW_RUN_CAP;
}

/** The first capped run of a request says so on its timeline; later ones stay quiet. */
async function noteCap(deps: Deps, w: WorkflowRow, request: RequestRow): Promise<void> {
  const [capped] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.requestId, request.id), eq(workflowRuns.status, 'capped')));
  if ((capped?.n ?? 0) > 1) return;
  await logLine(
    deps,
    w,
    request.id,
    `Workflows stopped on this request: it reached ${WORKFLOW_RUN_CAP} workflow runs (workflow '${w.name}' did not run)`,
  );
}

async function logLine(deps: Deps, w: WorkflowRow, requestId: string, message: string): Promise<void> {
  await deps.db.transaction((tx) =>
    recordRequestEvent(deps, tx, {
      storeId: w.storeId,
      requestId,
      type: 'workflow',
      actorType: 'system',
      actorId: `workflow:${w.id}`,
      message,
      data: { workflow_id: w.id },
      createdAt: deps.clock(),
    }),
  );
}

/** Runs of earlier cycles that a crash left `pending`: their actions replay by key, the rest run now. */
async function finishPending(deps: Deps, active: readonly WorkflowRow[]): Promise<number> {
  if (active.length === 0) return 0;
  // Only runs lost with their process: a run younger than a job's timeout may still be acting in
  // another process's cycle, and finishing it here too would run its actions twice at once.
  const lostBefore = new Date(deps.clock().getTime() - (deps.config.jobTimeoutSeconds ?? 120) * 1000);
  const pending = await deps.db
    .select()
    .from(workflowRuns)
    .where(
      and(
        eq(workflowRuns.status, 'pending'),
        lt(workflowRuns.updatedAt, lostBefore),
        inArray(
          workflowRuns.workflowId,
          active.map((w) => w.id),
        ),
      ),
    );
  let ran = 0;
  for (const run of pending) {
    const w = active.find((a) => a.id === run.workflowId);
    if (w && (await act(deps, w, run))) ran++;
  }
  return ran;
}

/** An event trigger's key is the event's id; a time trigger's names no event. */
const triggerEventOf = (triggerKey: string) => (/^\d+$/.test(triggerKey) ? Number(triggerKey) : undefined);

/**
 * The workflow's actions in order, as its author; the first refusal (beyond the author's permissions
 * now) or failure stops the run and is logged on the request and on the run the workflow's page shows.
 */
async function act(
  deps: Deps,
  w: WorkflowRow,
  run: { id: string; requestId: string; triggerKey: string },
): Promise<boolean> {
  const { requestId, id: runId } = run;
  const author = await workflowAuthor(deps, w);
  let status: 'done' | 'failed' | 'refused' = 'done';
  let message = '';
  for (const [i, action] of w.actions.entries()) {
    // The author's authority, read at this run: an action they could not take by hand is never taken.
    const refusal = workflowActionRefusal(author && holderOf(author), action);
    if (refusal || !author) {
      status = 'refused';
      message = `Workflow '${w.name}' did not ${verbOf(action)}: ${refusal}`;
      await logLine(deps, w, requestId, message);
      break;
    }
    try {
      const { replayed } = await runAction(
        deps,
        author,
        requestId,
        action,
        `workflow:${runId}:${i}`,
        triggerEventOf(run.triggerKey),
      );
      if (!replayed) await logLine(deps, w, requestId, workflowLogLine(w.name, action));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      status = 'failed';
      message = error.message;
      await logLine(deps, w, requestId, `Workflow '${w.name}' could not ${verbOf(action)}: ${error.message}`);
      break;
    }
  }
  await deps.db
    .update(workflowRuns)
    .set({ status, message, updatedAt: deps.clock() })
    .where(eq(workflowRuns.id, runId));
  return status === 'done';
}

const verbOf = (a: WorkflowAction) => a.type.replace(/_/g, ' ');
