/**
 * Every permission string the product checks (the list is ours: docs/plans.md).
 * Shape: area.scope.verb, with `all` meaning every verb of that area.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'request.all.view',
  'request.edit',
  'request.approve',
  'request.reject',
  'request.receive',
  'request.inspect',
  'request.refund',
  'request.exchange',
  'request.archive',
  'request.comment',
  'request.export',
  'setting.policy.all',
  'setting.general.edit',
  'setting.rules.edit',
  'setting.automation.edit',
  'setting.logistics.edit',
  'setting.warehouse.edit',
  'setting.payment.edit',
  'setting.tax.edit',
  'setting.integration.edit',
  'setting.webhook.edit',
  'user.view',
  'user.edit',
  'billing.view',
  'billing.edit',
  'analytics.view',
  'store.switch',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The permissions a new staff user starts with. */
export const DEFAULT_PERMISSIONS: readonly Permission[] = ['setting.policy.all', 'request.all.view'];

/** Plain-language description of each permission for the team settings page. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'dashboard.view': 'See the dashboard',
  'request.all.view': 'See all return and exchange requests',
  'request.edit': 'Edit requests (address, contact, notes, shipping status)',
  'request.approve': 'Approve requests',
  'request.reject': 'Reject requests',
  'request.receive': 'Mark items received',
  'request.inspect': 'Inspect and restock items',
  'request.refund': 'Issue refunds and store credit',
  'request.exchange': 'Release exchange orders',
  'request.archive': 'Archive requests',
  'request.comment': 'Comment on requests',
  'request.export': 'Export requests',
  'setting.policy.all': 'Edit return and exchange policy',
  'setting.general.edit': 'Edit general store settings',
  'setting.rules.edit': 'Edit rules, promotions, upsells, fees and filters',
  'setting.automation.edit': 'Edit automations and workflows',
  'setting.logistics.edit': 'Connect couriers',
  'setting.warehouse.edit': 'Connect warehouses',
  'setting.payment.edit': 'Connect payment providers',
  'setting.tax.edit': 'Edit tax rates',
  'setting.integration.edit': 'Manage apps and integrations',
  'setting.webhook.edit': 'Manage webhooks',
  'user.view': 'See team members',
  'user.edit': 'Add, edit and remove team members',
  'billing.view': 'See plan and billing',
  'billing.edit': 'Change plan and billing',
  'analytics.view': 'See analytics',
  'store.switch': 'Switch between connected stores',
};

export type PermissionHolder = { user_type: 'admin' | 'staff'; permissions: readonly string[] };

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** Admins hold every permission; staff hold exactly the strings in their list. */
export function hasPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  if (user.user_type === 'admin') return true;
  return user.permissions.includes(permission);
}

/** Drops unknown strings and duplicates, keeping catalogue order (for saving a staff user). */
export function normalizePermissions(list: readonly string[]): Permission[] {
  return PERMISSIONS.filter((p) => list.includes(p));
}
