import { z } from 'zod';

/**
 * What the audit log records (docs/lists-and-risk.md, "Audit log"): one action per verb that changes
 * the store's abuse controls, its team, its API keys or its policy. The target is the part before the dot.
 */
export const AUDIT_ACTIONS = [
  'list_entry.added',
  'list_entry.deleted',
  'request.marked_fraud',
  'request.marked_safe',
  'user.invited',
  'user.updated',
  'user.password_link_sent',
  'user.removed',
  'app.created',
  'app.updated',
  'app.key_issued',
  'app.deactivated',
  'app.deleted',
  'policy.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['list_entry', 'request', 'user', 'app', 'policy'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'list_entry.added': 'Added a list entry',
  'list_entry.deleted': 'Deleted a list entry',
  'request.marked_fraud': 'Marked a request as fraud',
  'request.marked_safe': 'Marked a request as safe',
  'user.invited': 'Invited a team member',
  'user.updated': 'Changed a team member',
  'user.password_link_sent': 'Sent a password link',
  'user.removed': 'Removed a team member',
  'app.created': 'Created an app',
  'app.updated': 'Changed an app',
  'app.key_issued': 'Issued a new API key',
  'app.deactivated': 'Deactivated an app',
  'app.deleted': 'Deleted an app',
  'policy.updated': 'Changed the policy',
};

export const AUDIT_TARGET_LABELS: Readonly<Record<AuditTarget, string>> = {
  list_entry: 'List entries',
  request: 'Requests',
  user: 'Team members',
  app: 'Apps and API keys',
  policy: 'Policy',
};

export function auditTargetOf(action: AuditAction): AuditTarget {
  return action.slice(0, action.indexOf('.')) as AuditTarget;
}

export function auditActionsOf(target: AuditTarget): AuditAction[] {
  return AUDIT_ACTIONS.filter((a) => auditTargetOf(a) === target);
}

/** A field's value before and after a change. */
export type AuditChange = { from: unknown; to: unknown };

/** The fields whose value differs between `before` and `after`, compared as JSON (keys sorted); absent is null. */
export function auditChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonical(before[key]) !== canonical(after[key]))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

// The one reader of `details`: every shape that was ever written parses, and anything else falls back.
const change = z.object({ from: z.unknown(), to: z.unknown() });
const details = z.object({
  changes: z.record(z.string(), change).optional(),
  // a list entry
  list: z.enum(['block', 'allow']).optional(),
  value: z.string().optional(),
  reason: z.string().optional(),
  // a request's risk mark
  request: z.string().optional(),
  level: z.string().optional(),
  score: z.number().optional(),
  // a team member, an app
  name: z.string().optional(),
  email: z.string().optional(),
});

const POLICY_LABEL = 'Return and exchange policy';

/** What the page shows of a row: the target's name, the merchant's reason, what changed. */
export function auditSummary(
  action: AuditAction,
  subjectId: string,
  stored: unknown,
): { target_label: string; reason: string; change: string } {
  const parsed = details.safeParse(stored);
  const d = parsed.success ? parsed.data : {};
  const change = Object.entries(d.changes ?? {})
    .map(([field, c]) => changeText(field, c))
    .join('; ');
  const target = auditTargetOf(action);
  const label =
    target === 'list_entry' && d.value !== undefined
      ? `${d.list === 'allow' ? 'Allow' : 'Block'}: ${d.value}`
      : target === 'request' && d.request
        ? `Request ${d.request}`
        : target === 'user' && (d.name || d.email)
          ? [d.name, d.email && `<${d.email}>`].filter(Boolean).join(' ')
          : target === 'app' && d.name
            ? `App ${d.name}`
            : target === 'policy'
              ? POLICY_LABEL
              : subjectId;
  const risk = target === 'request' && d.level ? `Risk ${d.level}, score ${d.score ?? 0}` : '';
  return { target_label: label, reason: d.reason ?? '', change: change || risk };
}

const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v ?? null));

function changeText(field: string, c: AuditChange): string {
  if (Array.isArray(c.from) && Array.isArray(c.to)) {
    const from = c.from.map(String);
    const to = c.to.map(String);
    const added = to.filter((x) => !from.includes(x));
    const removed = from.filter((x) => !to.includes(x));
    return [
      added.length ? `${field} added ${added.join(', ')}` : '',
      removed.length ? `${field} removed ${removed.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
  }
  const scalar = (v: unknown) => v === null || typeof v !== 'object';
  return scalar(c.from) && scalar(c.to) ? `${field}: ${shown(c.from)} → ${shown(c.to)}` : field;
}

/** Who acted, as the page names them: the member (or the email kept when they left), and the system they acted through. */
export function auditActorLabel(actor: { name: string; email: string; system: string }): string {
  const person = actor.name || actor.email || 'A former team member';
  if (actor.system.startsWith('workflow:')) return `${person} (workflow)`;
  if (actor.system.startsWith('app:')) return `${person} (API key)`;
  if (actor.system) return `Automation`;
  return person;
}
