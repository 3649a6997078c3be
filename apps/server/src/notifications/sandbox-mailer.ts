import type { Mailer, MailMessage } from './mailer';

const KEPT = 200;

/**
 * The built-in mailer: records the message instead of sending it (no network), answers the same id
 * for the same idempotency key like a real provider, and keeps the last messages for tests and demos.
 * The notification row in the database stays the record of what was sent.
 */
function createSandboxMailer(): Mailer & { outbox: MailMessage[] } {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      if (!outbox.some((m) => m.idempotencyKey === message.idempotencyKey)) {
        outbox.push(message);
        if (outbox.length > KEPT) outbox.shift();
      }
      return { id: `sandbox-${message.idempotencyKey}` };
    },
  };
}

export const sandboxMailer = createSandboxMailer();
