import { describe, expect, it } from 'vitest';
import { permissionRefusal, teamChangeProblem, ungrantable } from './team-rules';

const admin = { id: 'a', user_type: 'admin' as const, permissions: [] };
const lead = { id: 'l', user_type: 'staff' as const, permissions: ['user.edit', 'request.approve'] };
const staff = { id: 's', user_type: 'staff' as const, permissions: [] };

describe('team rules', () => {
  it('name the missing permission in a refusal', () => {
    expect(permissionRefusal('user.edit')).toBe(
      'You need the "user.edit" permission (Add, edit and remove team members)',
    );
  });
  it('let staff manage staff only, and nobody remove themselves', () => {
    expect(teamChangeProblem(lead, staff, 'edit')).toBeNull();
    expect(teamChangeProblem(lead, admin, 'reset')).toBe('Only an admin can change an admin');
    expect(teamChangeProblem(admin, { ...admin, id: 'b' }, 'remove')).toBeNull();
    expect(teamChangeProblem(admin, admin, 'remove')).toBe('You cannot remove yourself from the team');
    expect(teamChangeProblem(lead, lead, 'edit')).toBeNull();
  });
  it('let staff grant only what they hold; admins grant anything', () => {
    expect(ungrantable(lead, ['request.approve', 'request.refund'])).toEqual(['request.refund']);
    expect(ungrantable(admin, ['billing.edit'])).toEqual([]);
  });
});
