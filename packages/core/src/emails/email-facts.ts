import { z } from 'zod';
import { REFUND_MODES } from '../pricing/refund-types';

/**
 * What a moment said when it happened, kept on the queued email (`notifications.facts`): the request
 * may change before the email is rendered, the reason or the amount of that moment may not.
 */
export const emailFacts = z.object({
  /** The request event it announces (approved, refunded...). */
  event: z.string().default(''),
  /** The event's own sentence: the `{{update}}` of an event without its own email. */
  message: z.string().default(''),
  reason: z.string().optional(),
  amount: z.string().optional(),
  refund_mode: z.enum(REFUND_MODES).optional(),
  /** Store credit issued as a gift card: the code, which the platform tells once (docs/payments.md). */
  gift_card_code: z.string().optional(),
  /** Why the merchant is asked to look (needs attention). */
  problem: z.string().optional(),
});
export type EmailFacts = z.output<typeof emailFacts>;
