import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { assertTransition } from './request-conflict';

/** Archive a settled request; it remembers where it was, so unarchive puts it back. */
export async function archiveRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'archive', permission: 'request.archive', idempotencyKey: key },
    ({ request, now }) => ({
      status: assertTransition(request.status, 'archive', request.kind),
      patch: { archived: true, archivedAt: now, statusBeforeArchive: request.status },
      event: { type: 'archived', message: 'Archived' },
    }),
  );
}

/** Unarchive: core's table sends the request back to the status archiving remembered. */
export async function unarchiveRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'unarchive', permission: 'request.archive', idempotencyKey: key },
    ({ request }) => ({
      status: assertTransition(request.status, 'unarchive', request.kind, request.statusBeforeArchive),
      patch: { archived: false, archivedAt: null, statusBeforeArchive: null },
      event: { type: 'unarchived', message: 'Unarchived' },
    }),
  );
}
