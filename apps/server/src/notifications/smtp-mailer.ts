import type { Transporter } from 'nodemailer';
import { PermanentError } from '../outbox/effect-errors';
import type { Mailer } from './mailer';

/** The receiving server refused the address for good (a 5xx answer): retrying would be refused again. */
export class BouncedError extends PermanentError {}

/** nodemailer's error fields for an answer of the SMTP server. */
type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string };

const transports = new Map<string, Mailer>();

/**
 * SMTP through nodemailer (imported with the first transport: most processes never send by SMTP), one
 * transport per URL; a 5xx answer is a bounce, anything else is retried.
 */
export function smtpMailer(url: string): Mailer {
  const known = transports.get(url);
  if (known) return known;
  let transport: Promise<Transporter> | undefined;
  const mailer: Mailer = {
    async send(message) {
      try {
        transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
        const info = await (await transport).sendMail({
          messageId: `<${message.idempotencyKey}@roundtrip>`,
          from: message.from,
          ...(message.replyTo && { replyTo: message.replyTo }),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        return { id: info.messageId, transport: 'smtp' };
      } catch (error) {
        const failure: SmtpFailure = error instanceof Error ? error : new Error(String(error));
        const code = failure.responseCode;
        const said = `SMTP ${code ?? 'error'}: ${failure.response ?? failure.message}`;
        // A 5xx to the envelope or the message is the receiving side's final no; a refused login is
        // our configuration, retried (and shown) like a server that is down.
        if (code !== undefined && code >= 500 && failure.code !== 'EAUTH') throw new BouncedError(said);
        throw new Error(said);
      }
    },
  };
  transports.set(url, mailer);
  return mailer;
}
