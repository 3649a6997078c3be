import {
  auditChanges,
  normalizePermissions,
  type Permission,
  type TeamMember,
  teamChangeProblem,
  ungrantable,
} from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { actorOf, loadMember, memberViewOf } from './member-view';

export type UserChange = { name?: string | undefined; permissions?: Permission[] | undefined };

/** Renames a member or replaces their permissions; the change applies from their next request. */
export async function updateUser(
  deps: Deps,
  auth: AuthContext,
  id: string,
  change: UserChange,
): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    const target = await loadMember(tx, auth.storeId, id);
    const actor = actorOf(auth);
    const problem = teamChangeProblem(actor, { ...target, user_type: target.userType }, 'edit');
    if (problem) throw new AppError('FORBIDDEN', problem);
    const permissions = change.permissions && normalizePermissions(change.permissions);
    if (permissions && target.userType === 'admin') {
      const message = 'An admin holds every permission; make them staff to choose';
      throw new AppError('CONFLICT', message, { permissions: message });
    }
    // Only what is added must be the actor's own to give; taking a permission away is always allowed.
    const added = permissions?.filter((p) => !target.permissions.includes(p)) ?? [];
    const refused = ungrantable(actor, added);
    if (refused.length > 0) {
      throw new AppError('FORBIDDEN', `You cannot grant permissions you do not hold: ${refused.join(', ')}`);
    }
    const [row] = await tx
      .update(users)
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(permissions && { permissions }),
      })
      .where(and(eq(users.id, target.id), eq(users.storeId, auth.storeId)))
      .returning();
    if (!row) throw new Error('user vanished under its lock');
    const member = memberViewOf(row);
    const before = memberViewOf(target);
    const changes = auditChanges(
      { name: before.name, permissions: before.permissions },
      { name: member.name, permissions: member.permissions },
    );
    await recordAudit(tx, auth, {
      at: deps.clock(),
      action: 'user.updated',
      subjectId: row.id,
      details: { ...member, changes },
    });
    return member;
  });
}
