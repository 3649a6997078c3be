import { delegationRefusal } from '@roundtrip/core/permissions';
import { type WorkflowAction, workflowActionsBeyond } from '@roundtrip/core/workflows';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { holderOf } from '../auth/require-permission';

/** 403 naming the permissions a workflow's actions need that the member saving it does not hold. */
export function refuseActionsBeyond(auth: AuthContext, actions: readonly WorkflowAction[]): void {
  const missing = workflowActionsBeyond(holderOf(auth), actions);
  if (missing.length === 0) return;
  const message = delegationRefusal(missing);
  throw new AppError('FORBIDDEN', message, { actions: message });
}
