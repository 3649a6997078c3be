// The audit log, read by GET /api/setting/v1/audit-log (docs/lists-and-risk.md, "Audit log").
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../audit/audit-log';
import { calendarDay } from './shared';

export const auditLogQuery = z
  .object({
    page: z.coerce
      .number({ error: 'Page must be a whole number from 1' })
      .int()
      .min(1)
      .max(10_000)
      .default(1),
    limit: z.coerce.number({ error: 'Limit must be from 1 to 100' }).int().min(1).max(100).default(20),
    action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action the log records' }).optional(),
    target: z.enum(AUDIT_TARGETS, { error: 'Choose a kind of target the log records' }).optional(),
    /** A member's id: what they did. */
    actor: z.uuid({ error: 'Choose a team member' }).optional(),
    /** First and last day shown (UTC), both included. */
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'Choose a last day on or after the first day',
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.enum(AUDIT_TARGETS),
  subject_id: z.string(),
  /** The target as the page names it: "Block: a@b.co", "Request 1001-R1", "Asha <asha@shop.in>". */
  target_label: z.string(),
  /** The reason the member gave (list entries), else empty. */
  reason: z.string(),
  /** What changed, in words ("permissions added user.edit"), else empty. */
  change: z.string(),
  actor: z.object({
    /** Null once the member left the team. */
    id: z.string().nullable(),
    label: z.string(),
  }),
  /** The changed thing as the API showed it, with `changes` (before and after) for an edit. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogResponse = z.object({
  docs: z.array(auditLogEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
