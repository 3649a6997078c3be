import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  hasPermission,
  isPermission,
  normalizePermissions,
  PERMISSION_LABELS,
  PERMISSIONS,
} from './permissions';

describe('permissions', () => {
  it('catalogue holds the spec defaults, has no duplicates and labels every entry', () => {
    expect(DEFAULT_PERMISSIONS).toEqual(['setting.policy.all', 'request.all.view']);
    for (const p of DEFAULT_PERMISSIONS) expect(PERMISSIONS).toContain(p);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
  });
  it('admin has every permission', () => {
    const admin = { user_type: 'admin' as const, permissions: [] };
    for (const p of PERMISSIONS) expect(hasPermission(admin, p)).toBe(true);
  });
  it('staff have exactly their list', () => {
    const staff = { user_type: 'staff' as const, permissions: [...DEFAULT_PERMISSIONS] };
    expect(hasPermission(staff, 'request.all.view')).toBe(true);
    expect(hasPermission(staff, 'request.refund')).toBe(false);
    expect(hasPermission(null, 'request.all.view')).toBe(false);
  });
  it('normalises stored lists', () => {
    expect(normalizePermissions(['request.refund', 'bogus', 'dashboard.view', 'request.refund'])).toEqual([
      'dashboard.view',
      'request.refund',
    ]);
    expect(isPermission('user.edit')).toBe(true);
    expect(isPermission('user.delete')).toBe(false);
    expect(isPermission(3)).toBe(false);
  });
});
