// The Emails pages of the dashboard (docs/emails.md): templates per email and language, and the outbox.
import { z } from 'zod';
import { ACCOUNT_EMAIL_KINDS } from '../accounts/account-emails';
import { EMAIL_KINDS, EMAIL_LANGUAGES } from '../emails/kinds';
import { NOTIFICATION_STATUSES } from './request-detail';
import { isoDate, uuid } from './shared';

const emailKind = z.enum(EMAIL_KINDS, { error: 'No such email' });
const emailLanguage = z.enum(EMAIL_LANGUAGES, { error: 'Choose English (en) or Hindi (hi)' });

// ---- GET /api/email-template/v1 ----
export const emailTemplateListResponse = z.object({
  docs: z.array(
    z.object({
      kind: emailKind,
      label: z.string(),
      audience: z.enum(['shopper', 'merchant']),
      /** The languages the store changed; the others use the default text. */
      customized: z.array(emailLanguage),
    }),
  ),
});
export type EmailTemplateListResponse = z.infer<typeof emailTemplateListResponse>;

// ---- GET, PUT, DELETE /api/email-template/v1/{kind}/{language}; POST .../preview ----
export const emailTemplateParams = z.object({ kind: emailKind, language: emailLanguage });

export const emailTemplateBody = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject')
    .max(200, 'Keep the subject under 200 characters'),
  heading: z.string().trim().max(200, 'Keep the heading under 200 characters'),
  body: z
    .string()
    .trim()
    .min(1, 'Please enter the text of the email')
    .max(5000, 'Keep the text under 5000 characters'),
  button: z.string().trim().max(60, 'Keep the button under 60 characters'),
});
export type EmailTemplateBody = z.infer<typeof emailTemplateBody>;

export const emailTemplateView = emailTemplateBody.extend({
  kind: emailKind,
  language: emailLanguage,
  label: z.string(),
  /** False while the store uses the default text shipped with Roundtrip. */
  customized: z.boolean(),
  /** What `{{...}}` this email may use. */
  variables: z.array(z.string()),
});
export type EmailTemplateView = z.infer<typeof emailTemplateView>;

/** The email as a shopper would get it, rendered on a demo request with the store's logo and colour. */
export const emailPreviewResponse = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Fields using a variable this email does not have: saving would be refused with these messages. */
  problems: z.record(z.string(), z.string()),
});
export type EmailPreviewResponse = z.infer<typeof emailPreviewResponse>;

// ---- GET /api/sent-email/v1 and /api/sent-email/v1/{id} ----
export const sentEmailQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const sentEmailSummary = z.object({
  id: z.string(),
  /** Null for an account email (an invite, a password reset): request_name is then empty. */
  request_id: z.string().nullable(),
  request_name: z.string(),
  kind: z.enum([...EMAIL_KINDS, ...ACCOUNT_EMAIL_KINDS]),
  audience: z.enum(['shopper', 'merchant']),
  language: emailLanguage,
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  transport: z.enum(['outbox', 'smtp']).nullable(),
  last_error: z.string().nullable(),
  created_at: isoDate,
  sent_at: isoDate.nullable(),
});
export const sentEmailListResponse = z.object({ docs: z.array(sentEmailSummary), total: z.number() });
export type SentEmailListResponse = z.infer<typeof sentEmailListResponse>;

export const sentEmailParams = z.object({ id: uuid });
export const sentEmailView = sentEmailSummary.extend({ html: z.string(), text: z.string() });
export type SentEmailView = z.infer<typeof sentEmailView>;
