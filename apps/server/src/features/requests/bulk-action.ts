import type { BulkActionResponse, bulkActionBody } from '@roundtrip/core';
import { REQUEST_STATUSES } from '@roundtrip/core/lifecycle';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { assertBookable } from '../couriers/connected-couriers';
import { approveRequest } from './approve-request';
import { archiveRequest } from './archive-request';
import { findRequest } from './lock-request';
import { receiveRequest } from './receive-request';
import { addTag } from './tags/request-tags';

/**
 * Bulk actions on selected rows. Each row is its own action and transaction: one row's refusal
 * (wrong status, another store's id) is reported for that row and does not stop the others.
 */
export async function bulkAction(
  deps: Deps,
  auth: AuthContext,
  input: z.output<typeof bulkActionBody>,
): Promise<BulkActionResponse> {
  if (input.action === 'add_tag' && !input.tag)
    throw new AppError('VALIDATION_FAILED', 'Please enter a tag', { tag: 'Please enter a tag' });
  // A courier the store cannot book refuses the whole action, as it would refuse every row.
  if (input.action === 'approve' && input.courier) await assertBookable(deps.db, auth.storeId, input.courier);
  const results: BulkActionResponse['results'] = [];
  for (const id of new Set(input.ids)) {
    try {
      if (input.action === 'approve')
        await approveRequest(deps, auth, id, {
          method: input.method,
          courier: input.courier,
          weight_grams: input.weight_grams,
        });
      else if (input.action === 'receive') await receiveRequest(deps, auth, id, {});
      else if (input.action === 'archive') await archiveRequest(deps, auth, id);
      else await addTag(deps, auth, { request_id: id, tag: input.tag ?? '' });
      const after = await findRequest(deps.db, auth.storeId, id);
      results.push({ id, ok: true, status: after.status, code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'FORBIDDEN') throw error;
      // A refusal by the state machine names the request's current status (see requestConflict).
      const status = REQUEST_STATUSES.find((s) => s === error.fields?.status) ?? null;
      results.push({ id, ok: false, status, code: error.code, message: error.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
