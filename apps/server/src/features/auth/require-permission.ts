import { hasPermission, type Permission, permissionRefusal } from '@roundtrip/core/permissions';
import { AppError } from '../../errors';
import type { AuthContext } from './authenticate';

/** Throws 403, naming the permission, unless the signed-in user holds the permission (admins hold all). */
export function requirePermission(auth: AuthContext, permission: Permission): void {
  if (!hasPermission({ user_type: auth.userType, permissions: auth.permissions }, permission)) {
    throw new AppError('FORBIDDEN', permissionRefusal(permission));
  }
}
