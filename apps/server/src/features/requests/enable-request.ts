import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { assertTransition } from './request-conflict';

/**
 * Enable: the merchant reconsiders a rejected or cancelled request and puts it back in the queue.
 * The platform return it had was declined or cancelled for good, so approval will create a new one.
 */
export async function enableRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'enable', permission: 'request.approve', idempotencyKey: key },
    ({ request }) => ({
      status: assertTransition(request.status, 'enable', request.kind),
      patch: { platformReturnId: null, closedAt: null, needsAttention: false, attentionError: null },
      event: { type: 'enabled', message: 'Enabled again for review', customerVisible: true },
    }),
  );
}
