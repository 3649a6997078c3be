import type { Permission } from '../permissions/permissions';

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

/**
 * Why an app's key may not call a route declaring `access`, or null. 'member' routes (a user's own
 * profile, the session) belong to people, never to keys; 'public' routes need no key at all.
 */
export function apiKeyRefusal(
  scopes: readonly AppScope[],
  access: Permission | 'member' | 'public',
): string | null {
  if (access === 'public') return null;
  const needed = access === 'member' ? null : scopeForPermission(access);
  if (!needed) return 'This route is not part of the public API: API keys cannot call it';
  if (scopes.includes(needed)) return null;
  return `This API key needs the "${needed}" scope (${APP_SCOPE_LABELS[needed]})`;
}
