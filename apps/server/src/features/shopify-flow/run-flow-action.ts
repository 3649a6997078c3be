import { flowActionBody } from '@roundtrip/core';
import { FLOW_ACTION_PROPERTIES, type FlowAction, flowActionOf } from '@roundtrip/core/shopify-flow';
import { and, eq, or } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireStoreFeature } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { systemActor } from '../automation/system-actor';
import { approveRequest } from '../requests/approve-request';
import { rejectRequest } from '../requests/reject-request';
import { addTag } from '../requests/tags/request-tags';
import { invalidFlowBody, type SignedCall, signedFlowCall } from './signed-flow-call';

/** Who the timeline names for what a workflow in Shopify Flow did. */
const FLOW_ACTOR = 'Shopify Flow';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request a run names, by its id (as a trigger sends it) or its name (1001-1), in the run's shop only. */
async function requestIdOf(deps: Deps, storeId: string, ref: string): Promise<string> {
  const [row] = await deps.db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.storeId, storeId),
        UUID.test(ref)
          ? or(eq(requests.id, ref), eq(requests.name, ref))
          : eq(requests.name, ref.replace(/^#/, '')),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `No request ${ref} in this shop`);
  return row.id;
}

/** One action through the merchant's own verb: the same state machine, counters, events and outbox. */
async function act(deps: Deps, actor: AuthContext, action: FlowAction, properties: unknown, key: string) {
  switch (action) {
    case 'approve-request': {
      const p = FLOW_ACTION_PROPERTIES[action].parse(properties);
      return approveRequest(deps, actor, await requestIdOf(deps, actor.storeId, p.request_id), {
        idempotency_key: key,
      });
    }
    case 'reject-request': {
      const p = FLOW_ACTION_PROPERTIES[action].parse(properties);
      return rejectRequest(deps, actor, await requestIdOf(deps, actor.storeId, p.request_id), {
        reason: p.reason,
        idempotency_key: key,
      });
    }
    case 'tag-request': {
      const p = FLOW_ACTION_PROPERTIES[action].parse(properties);
      const id = await requestIdOf(deps, actor.storeId, p.request_id);
      return addTag(deps, actor, { request_id: id, tag: p.tag }, key);
    }
  }
}

/**
 * A run of one of our actions in a merchant's Flow workflow (docs/flow.md). Flow retries a 5xx or 429
 * for 24 hours with the same `action_run_id` and shows any other 4xx to the merchant as a failure, so:
 * a refusal of the request's state or of the input is a 4xx naming why, and the run id is the verb's
 * idempotency key, so a run delivered twice acts once and answers 200 both times.
 */
export async function runFlowAction(deps: Deps, call: SignedCall) {
  const { body, store } = await signedFlowCall(deps, call);
  const parsed = flowActionBody.safeParse(body);
  if (!parsed.success) throw invalidFlowBody(parsed.error);
  const run = parsed.data;
  if (!store) throw new AppError('NOT_FOUND', `Roundtrip does not serve ${run.shopify_domain}`);
  const action = flowActionOf(run.handle);
  if (!action) throw new AppError('NOT_FOUND', `Roundtrip has no Flow action ${run.handle}`);
  // A workflow acting on requests is an automation: on a plan without it, the merchant reads why.
  await requireStoreFeature(deps, store.id, 'automations');
  const properties = FLOW_ACTION_PROPERTIES[action].safeParse(run.properties);
  if (!properties.success) throw invalidFlowBody(properties.error);
  const actor = await systemActor(deps.db, store.id, FLOW_ACTOR);
  if (!actor) throw new AppError('CONFLICT', 'The store has no admin for Shopify Flow to act for');
  const done = await act(deps, actor, action, properties.data, `flow:${run.action_run_id}`);
  return { status: done.replayed ? ('already_done' as const) : ('done' as const) };
}
