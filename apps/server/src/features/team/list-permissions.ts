import {
  DEFAULT_PERMISSIONS,
  PERMISSION_LABELS,
  PERMISSIONS,
  type PermissionListResponse,
} from '@roundtrip/core';

/** `GET /permission/v1/list`: the catalogue, in order, with the defaults a new member starts with. */
export const listPermissions = (): PermissionListResponse => ({
  docs: PERMISSIONS.map((name) => ({
    name,
    label: PERMISSION_LABELS[name],
    default: DEFAULT_PERMISSIONS.includes(name),
  })),
});
