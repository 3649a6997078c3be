import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  auditActionsOf,
  auditActorLabel,
  auditChanges,
  auditSummary,
  auditTargetOf,
} from './audit-log';

describe('audit log', () => {
  it('gives every action a target, and each target its actions', () => {
    const byTarget = ['list_entry', 'request', 'user', 'app', 'policy'] as const;
    expect(byTarget.flatMap(auditActionsOf).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(auditTargetOf('user.password_link_sent')).toBe('user');
  });

  it.each([
    ['a scalar that changed', { days: 30 }, { days: 45 }, { days: { from: 30, to: 45 } }],
    ['nothing', { a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } }, {}],
    ['a field that went back to absent', { fee: 5 }, {}, { fee: { from: 5, to: null } }],
    ['a new field', {}, { tags: ['a'] }, { tags: { from: null, to: ['a'] } }],
  ])('records %s', (_name, before, after, changes) => {
    expect(auditChanges(before, after)).toEqual(changes);
  });

  it.each([
    [
      'list_entry.added' as const,
      { list: 'allow', value: '#1042', reason: 'Courier delay' },
      { target_label: 'Allow: #1042', reason: 'Courier delay', change: '' },
    ],
    [
      'request.marked_fraud' as const,
      { request: '1001-R1', level: 'high', score: 72 },
      { target_label: 'Request 1001-R1', reason: '', change: 'Risk high, score 72' },
    ],
    [
      'user.updated' as const,
      {
        name: 'Priya',
        email: 'p@x.in',
        changes: {
          permissions: { from: ['a', 'b'], to: ['b', 'c'] },
          name: { from: 'P', to: 'Priya' },
        },
      },
      {
        target_label: 'Priya <p@x.in>',
        reason: '',
        change: 'permissions added c; permissions removed a; name: "P" → "Priya"',
      },
    ],
    [
      'policy.updated' as const,
      { mode: 'merge', changes: { return_fee: { from: null, to: { amount: 50 } } } },
      { target_label: 'Return and exchange policy', reason: '', change: 'return_fee' },
    ],
    ['app.deleted' as const, 'not an object', { target_label: 'subject-1', reason: '', change: '' }],
  ])('words %s for the page', (action, details, summary) => {
    expect(auditSummary(action, 'subject-1', details)).toEqual(summary);
  });

  it.each([
    [{ name: 'Asha', email: 'a@x.in', system: '' }, 'Asha'],
    [{ name: '', email: 'a@x.in', system: '' }, 'a@x.in'],
    [{ name: '', email: '', system: '' }, 'A former team member'],
    [{ name: 'Asha', email: 'a@x.in', system: 'workflow:9' }, 'Asha (workflow)'],
    [{ name: 'Asha', email: 'a@x.in', system: 'app:3' }, 'Asha (API key)'],
    [{ name: 'Asha', email: 'a@x.in', system: 'automation' }, 'Automation'],
  ])('names the actor %o as %s', (actor, label) => {
    expect(auditActorLabel(actor)).toBe(label);
  });
});
