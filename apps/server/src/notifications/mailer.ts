import type { Deps } from '../deps';
import { sandboxMailer } from './sandbox-mailer';

export type MailMessage = {
  /** The notification's id: a retry after a crash sends under the same key, and is sent once. */
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
};
type SentMail = { id: string };

/** Sends shopper emails. Adapters: the sandbox (default, no network); SMTP or an email API later. */
export type Mailer = { send(message: MailMessage): Promise<SentMail> };

/** Deps may carry a mailer (tests pass a failing one); without one, the sandbox records the message. */
export type MailerDeps = Deps & { mailer?: Mailer };

export function mailerOf(deps: MailerDeps): Mailer {
  return deps.mailer ?? sandboxMailer;
}
