import { canDelegate, withinAuthority } from '../permissions/delegation';
import type { Permission, PermissionHolder } from '../permissions/permissions';

/**
 * What an app's API key may do (docs/apps.md). Each scope grants a few route permissions; a route whose
 * permission no scope grants is not part of the public API, so no key reaches it. This table is the one
 * place that maps scopes to routes.
 */
export const APP_SCOPES = ['requests.read', 'requests.write', 'requests.refund', 'analytics.read'] as const;
export type AppScope = (typeof APP_SCOPES)[number];

export const APP_SCOPE_PERMISSIONS: Readonly<Record<AppScope, readonly Permission[]>> = {
  'requests.read': ['request.all.view'],
  'requests.write': [
    'request.approve',
    'request.reject',
    'request.receive',
    'request.inspect',
    'request.archive',
    'request.comment',
  ],
  'requests.refund': ['request.refund'],
  'analytics.read': ['analytics.view', 'dashboard.view'],
};

export const APP_SCOPE_LABELS: Readonly<Record<AppScope, string>> = {
  'requests.read': 'Read return and exchange requests',
  'requests.write': 'Approve, reject, receive, inspect, archive and comment on requests',
  'requests.refund': 'Issue refunds and store credit',
  'analytics.read': 'Read the dashboard and analytics',
};

/** The scope that grants a route's permission, or null when the route is outside the public API. */
export function scopeForPermission(permission: Permission): AppScope | null {
  return APP_SCOPES.find((s) => APP_SCOPE_PERMISSIONS[s].includes(permission)) ?? null;
}

/** Every permission the granted scopes hold, for the key's request context. */
export const appPermissions = (scopes: readonly AppScope[]): Permission[] => [
  ...new Set(scopes.flatMap((s) => APP_SCOPE_PERMISSIONS[s])),
];

/** The scopes among `scopes` that `granter` may not give a key: a scope whose permissions it does not all hold. */
export const scopesBeyond = (
  granter: PermissionHolder | null | undefined,
  scopes: readonly AppScope[],
): AppScope[] => [...new Set(scopes.filter((s) => !canDelegate(granter, APP_SCOPE_PERMISSIONS[s])))];

/**
 * A key's power at the moment of use: its scopes' permissions that its creator still holds. A creator
 * demoted loses the key that power on its next request; a creator removed (null) leaves it none.
 */
export const apiKeyPermissions = (
  creator: PermissionHolder | null | undefined,
  scopes: readonly AppScope[],
): Permission[] => withinAuthority(creator, appPermissions(scopes));

/**
 * Why an app's key may not call a route declaring `access`, or null. 'member' routes (a user's own
 * profile, the session) belong to people, never to keys; 'public' routes need no key at all. `held` is
 * the key's power now (`apiKeyPermissions`): a scope its creator no longer backs answers so.
 */
export function apiKeyRefusal(
  scopes: readonly AppScope[],
  access: Permission | 'member' | 'public',
  held: readonly string[],
): string | null {
  if (access === 'public') return null;
  const needed = access === 'member' ? null : scopeForPermission(access);
  if (!needed) return 'This route is not part of the public API: API keys cannot call it';
  if (!scopes.includes(needed))
    return `This API key needs the "${needed}" scope (${APP_SCOPE_LABELS[needed]})`;
  if (access !== 'member' && !held.includes(access))
    return `This API key acts for its creator, who no longer holds the "${access}" permission`;
  return null;
}
