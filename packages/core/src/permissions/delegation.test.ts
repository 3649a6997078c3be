import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_SCOPE_PERMISSIONS, APP_SCOPES, apiKeyPermissions, scopesBeyond } from '../apps/scopes';
import {
  WORKFLOW_ACTION_PERMISSIONS,
  WORKFLOW_ACTIONS,
  workflowActionRefusal,
  workflowActionsBeyond,
} from '../workflows';
import { beyondAuthority, canDelegate, withinAuthority } from './delegation';
import { PERMISSIONS, type PermissionHolder } from './permissions';
import { ungrantable } from './team-rules';

const staff = (permissions: readonly string[]): PermissionHolder => ({ user_type: 'staff', permissions });
const admin: PermissionHolder = { user_type: 'admin', permissions: [] };

describe('the delegation ceiling', () => {
  it('is one rule for invites, API keys and workflows: every permission × every scope and action', () => {
    for (const p of PERMISSIONS) {
      const holder = staff([p]);
      expect(ungrantable(holder, PERMISSIONS)).toEqual(PERMISSIONS.filter((q) => q !== p));
      for (const scope of APP_SCOPES) {
        const allowed = APP_SCOPE_PERMISSIONS[scope].every((q) => q === p);
        expect(scopesBeyond(holder, [scope]).length === 0, `${p} → ${scope}`).toBe(allowed);
        expect(apiKeyPermissions(holder, [scope]).every((q) => q === p)).toBe(true);
      }
      for (const type of WORKFLOW_ACTIONS) {
        const allowed = WORKFLOW_ACTION_PERMISSIONS[type] === p;
        expect(workflowActionsBeyond(holder, [{ type }]).length === 0, `${p} → ${type}`).toBe(allowed);
        expect(workflowActionRefusal(holder, { type }) === null).toBe(allowed);
      }
    }
  });

  it('never lets any permission set grant or act beyond itself', () => {
    fc.assert(
      fc.property(
        fc.subarray([...PERMISSIONS]),
        fc.subarray([...APP_SCOPES]),
        fc.subarray([...WORKFLOW_ACTIONS]),
        (held, scopes, actions) => {
          const holder = staff(held);
          const grantable = scopes.filter((s) => scopesBeyond(holder, [s]).length === 0);
          for (const p of grantable.flatMap((s) => APP_SCOPE_PERMISSIONS[s])) expect(held).toContain(p);
          for (const p of apiKeyPermissions(holder, scopes)) expect(held).toContain(p);
          const automatable = actions.filter(
            (type) => workflowActionsBeyond(holder, [{ type }]).length === 0,
          );
          for (const type of automatable) expect(held).toContain(WORKFLOW_ACTION_PERMISSIONS[type]);
        },
      ),
    );
  });

  it('lets admins grant anything, and a removed granter nothing', () => {
    expect(canDelegate(admin, PERMISSIONS)).toBe(true);
    expect(apiKeyPermissions(null, APP_SCOPES)).toEqual([]);
    expect(withinAuthority(undefined, ['request.refund'])).toEqual([]);
    expect(beyondAuthority(null, ['request.refund', 'request.refund'])).toEqual(['request.refund']);
    expect(workflowActionRefusal(null, { type: 'approve' })).toBe('its author is no longer on the team');
    expect(workflowActionRefusal(staff([]), { type: 'refund' })).toBe(
      'its author no longer holds the "request.refund" permission',
    );
  });
});
