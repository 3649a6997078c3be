import type { Deps } from '../deps';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

type MailMessage = {
  /** The notification's id: the Message-ID, so a retry after a crash is recognisably the same email. */
  idempotencyKey: string;
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};
type SentMail = { id: string; transport: 'outbox' | 'smtp' };

/** Sends emails: the outbox (default, no network) or SMTP when SMTP_URL is set. */
export type Mailer = { send(message: MailMessage): Promise<SentMail> };

/** Deps may carry a mailer (tests pass a failing one); without one, SMTP_URL decides. */
export type MailerDeps = Deps & { mailer?: Mailer };

export function mailerOf(deps: MailerDeps): Mailer {
  if (deps.mailer) return deps.mailer;
  return deps.config.smtpUrl ? smtpMailer(deps.config.smtpUrl) : outboxMailer;
}
