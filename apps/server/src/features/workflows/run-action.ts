import type { WorkflowAction } from '@roundtrip/core/workflows';
import type { Deps } from '../../deps';
import { sendLatestEventToEndpoint } from '../../providers/webhooks-out/send-to-endpoint';
import type { AuthContext } from '../auth/authenticate';
import { chooseCourier } from '../labels/choose-courier';
import { approveRequest } from '../requests/approve-request';
import { archiveRequest } from '../requests/archive-request';
import { postComment } from '../requests/comments/request-comments';
import { releaseFulfillment } from '../requests/exchange-request';
import { receiveRequest } from '../requests/receive-request';
import { refundRequest } from '../requests/refund-request';
import { rejectRequest } from '../requests/reject-request';
import { addTag } from '../requests/tags/request-tags';

/**
 * One action through the merchant's own verb, so the state machine, counters, events and outbox
 * apply. `key` makes a retried run replay instead of acting twice (the verbs that take a key);
 * `replayed` tells the caller the action was done by an earlier attempt.
 */
export async function runAction(
  deps: Deps,
  actor: AuthContext,
  requestId: string,
  action: WorkflowAction,
  key: string,
  triggerEventId?: number,
): Promise<{ replayed: boolean }> {
  switch (action.type) {
    case 'approve':
      return approveRequest(deps, actor, requestId, { idempotency_key: key });
    case 'reject':
      return rejectRequest(deps, actor, requestId, { reason: action.message, idempotency_key: key });
    case 'receive':
      return receiveRequest(deps, actor, requestId, { idempotency_key: key });
    case 'refund':
      return refundRequest(deps, actor, requestId, {
        mode: action.mode,
        idempotency_key: key,
        // A bank transfer needs a payout reference: the workflow's run names it.
        ...(action.mode === 'bank_transfer' ? { reference: key } : {}),
      });
    case 'archive':
      return archiveRequest(deps, actor, requestId, key);
    case 'release_hold':
      return releaseFulfillment(deps, actor, requestId, key);
    case 'choose_courier':
      return chooseCourier(deps, actor, requestId, { courier: action.courier, idempotency_key: key });
    case 'add_tag':
      await addTag(deps, actor, { request_id: requestId, tag: action.tag });
      return { replayed: false };
    case 'notify':
      await postComment(deps, actor, requestId, { message: action.message, customer_visible: true });
      return { replayed: false };
    case 'send_webhook':
      return sendLatestEventToEndpoint(deps, {
        storeId: actor.storeId,
        requestId,
        endpointId: action.endpoint_id,
        ...(triggerEventId === undefined ? {} : { upToEventId: triggerEventId }),
      });
  }
}
