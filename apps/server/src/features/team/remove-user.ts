import { teamChangeProblem } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { actorOf, loadMember, memberViewOf } from './member-view';

/**
 * Removes a member. Their logins go with the row (cascade), and every request checks the row, so their
 * next request answers 401. What they did stays: comments and refunds keep the text, without the author.
 */
export async function removeUser(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await loadMember(tx, auth.storeId, id);
    const problem = teamChangeProblem(actorOf(auth), { ...target, user_type: target.userType }, 'remove');
    if (problem) throw new AppError('FORBIDDEN', problem);
    await tx.delete(users).where(and(eq(users.id, target.id), eq(users.storeId, auth.storeId)));
    await recordAudit(tx, auth, {
      at: deps.clock(),
      action: 'user.removed',
      subjectId: target.id,
      details: memberViewOf(target),
    });
  });
}
