import { z } from 'zod';
import { createRequestBody, idempotencyKeySchema } from './portal-requests';

// `GET` and `POST return-exchange/v1/shopify-order`: a request the merchant makes for a shopper.

export const merchantOrderMessages = {
  find: 'Enter the order number and the customer email or phone, or the order id',
} as const;

/** Find the order as the portal does (its number and the customer's email or phone), or by its platform id. */
export const merchantOrderQuery = z
  .object({
    order: z.string().trim().max(40).optional(),
    contact: z.string().trim().max(254).optional(),
    order_id: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/, merchantOrderMessages.find)
      .optional(),
  })
  .refine((q) => q.order_id !== undefined || (!!q.order && !!q.contact), merchantOrderMessages.find);
export type MerchantOrderQuery = z.infer<typeof merchantOrderQuery>;

/** `GET return-exchange/v1/{id}/return-fee`: the fee the request pays, from the request page's money. */
export const requestReturnFeeResponse = z.object({
  currency: z.string(),
  fee: z.string(),
  /** The part of the fee the refund could not cover (an exchange paid by the shopper). */
  fee_unrecovered: z.string(),
});

/**
 * `POST return-exchange/v1/shopify-order`: the portal's submission (its session opened by the GET) and,
 * as every merchant action sends it, the idempotency key in the body.
 */
export const merchantRequestBody = z.intersection(
  createRequestBody,
  z.object({ idempotency_key: idempotencyKeySchema }),
);
export type MerchantRequestBody = z.input<typeof merchantRequestBody>;
