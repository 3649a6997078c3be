// Block and allow lists (docs/lists-and-risk.md), kept under /api/setting/v1/list-entries.
import { z } from 'zod';
import { LIST_KINDS, LIST_SUBJECTS, type ListSubject, listValueKey } from '../policy/lists';
import { calendarDay, uuid } from './shared';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a value of each subject must look like, worded for the merchant's form. */
function valueProblem(subject: ListSubject, value: string): string | null {
  if (subject === 'email' && !EMAIL.test(value)) return 'Please enter an email address like name@example.com';
  if (subject === 'phone' && listValueKey('phone', value).length < 6)
    return 'Please enter a phone number with at least 6 digits';
  if (listValueKey(subject, value) === '') return 'Please enter a value';
  return null;
}

export const listEntryBody = z
  .object({
    list: z.enum(LIST_KINDS, { error: 'Choose block or allow' }),
    subject: z.enum(LIST_SUBJECTS, { error: 'Choose what the entry matches' }),
    value: z.string().trim().min(1, 'Please enter a value').max(500),
    reason: z.string().trim().min(1, 'Please give a reason').max(500),
    /** The last day the entry applies (UTC); none: until deleted. */
    expires_on: calendarDay.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const problem = valueProblem(body.subject, body.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type ListEntryBody = z.input<typeof listEntryBody>;

export const listEntry = z.object({
  id: z.string(),
  list: z.enum(LIST_KINDS),
  subject: z.enum(LIST_SUBJECTS),
  value: z.string(),
  reason: z.string(),
  /** The instant the entry stops applying (the day after `expires_on`, 00:00 UTC). */
  expires_at: z.string().nullable(),
  active: z.boolean(),
  /** The request a "fraud" mark came from, when one did. */
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type ListEntryView = z.infer<typeof listEntry>;

export const listEntryListResponse = z.object({ docs: z.array(listEntry) });
export const listEntryParams = z.object({ id: uuid });
