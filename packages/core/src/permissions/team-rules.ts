import { beyondAuthority } from './delegation';
import { PERMISSION_LABELS, type Permission, type PermissionHolder } from './permissions';

/** The 403 sentence: names the permission, so an admin knows what to grant. */
export const permissionRefusal = (permission: Permission) =>
  `You need the "${permission}" permission (${PERMISSION_LABELS[permission]})`;

/** The Team page's routes: reading the team, and changing it. */
export const TEAM_PERMISSIONS = { view: 'user.view', edit: 'user.edit' } as const satisfies Record<
  string,
  Permission
>;

type Member = PermissionHolder & { id: string };
export type TeamChange = 'edit' | 'remove' | 'reset';

/**
 * Why `actor` may not make this change to `target`, or null. A staff member with `user.edit` manages
 * staff only: letting them change an admin would let them lock the owners out.
 */
export function teamChangeProblem(actor: Member, target: Member, change: TeamChange): string | null {
  if (change === 'remove' && actor.id === target.id) return 'You cannot remove yourself from the team';
  if (target.user_type === 'admin' && actor.user_type !== 'admin') return 'Only an admin can change an admin';
  return null;
}

/**
 * The permissions in `wanted` that `actor` may not hand out in an invite or a member's change: the
 * delegation ceiling, or `user.edit` would be a way to every other permission.
 */
export const ungrantable = (actor: PermissionHolder, wanted: readonly Permission[]): Permission[] =>
  beyondAuthority(actor, wanted);
