import { PERMISSION_LABELS, type Permission } from '@roundtrip/core';
import { useAllowed } from '../lib/session';

/** What a control a member may not use says: the permission by the words the Team page shows for it. */
export const needsPermission = (permission: Permission) =>
  `Needs the "${PERMISSION_LABELS[permission]}" permission`;

/** Whether the member may use a control, and if not, the words to show on it (disabled, not hidden). */
export function usePermission(permission: Permission): { allowed: boolean; hint: string | undefined } {
  const allowed = useAllowed(permission);
  return { allowed, hint: allowed ? undefined : needsPermission(permission) };
}

/** A Polaris action's props when the member lacks its permission: disabled, with the hint as tooltip and name. */
export function lockedBy(content: string, hint: string | undefined) {
  return hint ? { disabled: true, helpText: hint, accessibilityLabel: `${content}: ${hint}` } : {};
}
