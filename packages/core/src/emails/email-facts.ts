import { z } from 'zod';
import { REFUND_MODES } from '../pricing/refund-types';
import { requestTermsSchema } from '../requests/request-terms';

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
  /**
   * The terms the request was judged under (its market's, else the store's), resolved when it was made:
   * a later policy change does not rewrite what its emails promised.
   */
  terms: requestTermsSchema.optional(),
});
export type EmailFacts = z.output<typeof emailFacts>;
