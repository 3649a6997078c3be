import type { Mailer } from './mailer';

/**
 * The embedded default: nothing leaves the machine. The notification row already holds the rendered
 * email, so "sending" marks it kept, and the dashboard's "Sent emails" shows it as the shopper would
 * have received it.
 */
export const outboxMailer: Mailer = {
  async send(message) {
    return { id: `outbox-${message.idempotencyKey}`, transport: 'outbox' };
  },
};
