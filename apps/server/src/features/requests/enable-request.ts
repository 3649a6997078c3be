import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { requestConflict } from './request-conflict';

export const ENABLEABLE = ['rejected', 'cancelled'] as const;

/**
 * Enable: the merchant reconsiders a rejected or cancelled request and puts it back in the queue.
 * The platform return it had was declined or cancelled for good, so approval will create a new one.
 */
export async function enableRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'enable', permission: 'request.approve', idempotencyKey: key },
    ({ request }) => {
      if (!(ENABLEABLE as readonly string[]).includes(request.status))
        throw requestConflict(
          request.status,
          `Only a rejected or cancelled request can be enabled (this one is ${request.status.replace(/_/g, ' ')})`,
        );
      return {
        status: 'requested',
        patch: { platformReturnId: null, closedAt: null, needsAttention: false, attentionError: null },
        event: { type: 'enabled', message: 'Enabled again for review', customerVisible: true },
      };
    },
  );
}
