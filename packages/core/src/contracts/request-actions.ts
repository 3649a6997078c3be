// The merchant's actions on a request (docs/processing.md): status changes, edits, comments and bulk actions.
import { z } from 'zod';
import { MAX_PARCEL_GRAMS } from '../couriers/parcel';
import { ORIGINAL_PAYMENT_PROVIDERS } from '../payments/original-payment';
import { STORE_CREDIT_FORMS } from '../policy/store-credit-form';
import { APPROVE_METHODS } from '../shopper/return-method';
import { approvedQuote } from './couriers';
import { addressInput, phoneInput } from './portal-requests';
import { requestComment } from './request-detail';
import { COURIERS, idempotencyKey } from './requests-list';
import { refundMode, requestStatus, uuid } from './shared';

// ---- actions: POST /api/return-exchange/v1/{id}/<action>; each answers requestDetailResponse ----

export const itemQuantity = z.object({ item_id: uuid, quantity: z.number().int().min(1) });

export const DUPLICATE_ITEM_MESSAGE = 'Each item may appear only once';

/**
 * An items array that names each item once: a repeat would count once here but reach the platform
 * twice. The repeat is reported at its own place (`items.2.item_id`).
 */
function uniqueItems<T extends z.ZodType<{ item_id: string }>>(item: T) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach(({ item_id }, i) => {
      if (seen.has(item_id))
        ctx.addIssue({ code: 'custom', message: DUPLICATE_ITEM_MESSAGE, path: [i, 'item_id'] });
      seen.add(item_id);
    });
  });
}

const parcelGrams = z
  .number({ error: 'Please enter the weight in grams' })
  .int('Please enter the weight in whole grams')
  .min(1, 'Please enter a weight above zero')
  .max(MAX_PARCEL_GRAMS, `A parcel may weigh at most ${MAX_PARCEL_GRAMS / 1000} kg`)
  .optional();

export const approveBody = z.object({
  /** Default: the shopper's own choice (a pickup is approved as a courier pickup). */
  method: z.enum(APPROVE_METHODS).optional(),
  /** Required for method=courier. */
  courier: z.enum(COURIERS).optional(),
  /** The parcel's weight for the courier (POST validate-weight); default half a kilogram a unit. */
  weight_grams: parcelGrams,
  /** The courier's quote the dialog showed (POST rate-quotes): kept on the label; its courier is `courier`. */
  quote: approvedQuote.optional(),
  /** Why the method differs from the shopper's choice; the shopper reads it on the details page. */
  note: z.string().trim().max(500).optional(),
  /** Default: every requested unit. */
  items: uniqueItems(itemQuantity).max(200).optional(),
  idempotency_key: idempotencyKey,
});
export type ApproveBody = z.input<typeof approveBody>;

export const rejectBody = z.object({
  reason: z.string().trim().min(1, 'Please give a reason the shopper will see').max(1000),
  idempotency_key: idempotencyKey,
});
export type RejectBody = z.input<typeof rejectBody>;

export const inTransitBody = z.object({
  tracking_company: z.string().trim().min(1, 'Please enter the courier').max(100),
  tracking_number: z.string().trim().min(1, 'Please enter the tracking number').max(100),
  tracking_url: z.union([z.url(), z.literal('')]).optional(),
  idempotency_key: idempotencyKey,
});
export type InTransitBody = z.input<typeof inTransitBody>;

export const receiveBody = z.object({
  /** Units that arrived per item (default: every approved unit not yet received); `missing` never will. */
  items: uniqueItems(
    z.object({
      item_id: uuid,
      quantity: z.number().int().min(0),
      missing: z.number().int().min(0).default(0),
    }),
  )
    .max(200)
    .optional(),
  idempotency_key: idempotencyKey,
});
export type ReceiveBody = z.input<typeof receiveBody>;

export const inspectBody = z.object({
  items: uniqueItems(
    z.object({
      item_id: uuid,
      restock: z.number().int().min(0).default(0),
      /** Platform location the restocked units go to (default: the store's default location). */
      location_id: z.string().max(64).optional(),
      not_restock: z.number().int().min(0).default(0),
      /** Approved units that never arrived. */
      missing: z.number().int().min(0).default(0),
    }),
  )
    .min(1)
    .max(200),
  idempotency_key: idempotencyKey,
});
export type InspectBody = z.input<typeof inspectBody>;

export const refundBody = z.object({
  mode: refundMode,
  /** Default: the whole ceiling left (price.refundable_now). Never more than it. */
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,3})?$/, 'Please enter a positive amount')
    .optional(),
  /** Bank transfer: the payout reference (required). Others: optional note of how it was paid. */
  reference: z.string().trim().max(200).optional(),
  note: z.string().trim().max(500).optional(),
  /**
   * pay_to_source only: refund the order's payment through this payment provider rather than the
   * platform, for a payment the platform cannot refund (docs/payments.md). Default: the platform.
   */
  provider: z.enum(ORIGINAL_PAYMENT_PROVIDERS).optional(),
  /**
   * store_credit only: a balance on the customer's account or a gift card. Default: the store's "Gift card
   * refunds" setting; a gift card needs a plan with gift card refunds (docs/payments.md).
   */
  store_credit_form: z.enum(STORE_CREDIT_FORMS).optional(),
  idempotency_key: idempotencyKey,
});
export type RefundBody = z.input<typeof refundBody>;

export const exchangeBody = z.object({ idempotency_key: idempotencyKey });
export const simpleActionBody = z.object({ idempotency_key: idempotencyKey });
export type SimpleActionBody = z.input<typeof simpleActionBody>;

/** POST /api/release-fulfillment */
export const releaseFulfillmentBody = z.object({ request_id: uuid, idempotency_key: idempotencyKey });
export type ReleaseFulfillmentBody = z.input<typeof releaseFulfillmentBody>;

// ---- edits: PUT /api/return-exchange/v1/{id}/address | /contact | /notes ----

export const updateAddressBody = z.object({ address: addressInput });
export type UpdateAddressBody = z.input<typeof updateAddressBody>;
export const updateContactBody = z.object({
  email: z.union([z.email({ error: 'Please enter a valid email id' }), z.literal('')]),
  phone: phoneInput.nullable(),
});
export type UpdateContactBody = z.input<typeof updateContactBody>;
export const saveNotesBody = z.object({ notes: z.string().max(5000) });
export type SaveNotesBody = z.input<typeof saveNotesBody>;

// ---- comments: POST /api/return-exchange/v1/{id}/comments, DELETE .../comments/{comment_id} ----

export const postCommentBody = z.object({
  message: z.string().trim().min(1, 'Please write a comment').max(2000),
  customer_visible: z.boolean().default(false),
});
export type PostCommentBody = z.input<typeof postCommentBody>;
export const commentResponse = requestComment;
export const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

// ---- bulk: POST /api/return-exchange/v1/bulk-action ----

export const BULK_ACTIONS = ['approve', 'receive', 'archive', 'add_tag'] as const;
export const bulkActionBody = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(uuid).min(1).max(100),
  /** For add_tag. */
  tag: z.string().trim().min(1).max(50).optional(),
  /** For approve (default: each request's own method). */
  method: z.enum(APPROVE_METHODS).optional(),
  courier: z.enum(COURIERS).optional(),
  /** For approve with a courier: each parcel's weight, as single approve sends it (default: 500 g a unit). */
  weight_grams: parcelGrams,
});
export type BulkActionBody = z.input<typeof bulkActionBody>;
export const bulkActionResponse = z.object({
  succeeded: z.number(),
  failed: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      /** Status after the action (or the current one on failure; null when not found). */
      status: requestStatus.nullable(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type BulkActionResponse = z.infer<typeof bulkActionResponse>;
