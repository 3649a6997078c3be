import {
  hasPermission,
  type Permission,
  type PermissionHolder,
  permissionRefusal,
} from '@roundtrip/core/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { type AuthContext, authOf } from './authenticate';

/** The request's identity as core's permission rules see it (a key's: its power at this request). */
export const holderOf = (auth: AuthContext): PermissionHolder => ({
  user_type: auth.userType,
  permissions: auth.permissions,
});

/** Throws 403, naming the permission, unless the signed-in user holds the permission (admins hold all). */
export function requirePermission(auth: AuthContext, permission: Permission): void {
  if (!hasPermission(holderOf(auth), permission)) {
    throw new AppError('FORBIDDEN', permissionRefusal(permission));
  }
}

/** The signed-in user's store, once `requirePermission` passed: what a route that edits settings works on. */
export function storeWithPermission(request: FastifyRequest, permission: Permission): string {
  const auth = authOf(request);
  requirePermission(auth, permission);
  return auth.storeId;
}
