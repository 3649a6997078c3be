import { z } from 'zod';
import { PORTAL_LANGUAGES, sessionIdSchema } from './portal-session';

/** What the portal may offer to cancel on the session's order (docs/portal.md). */
export const cancellableItemsResponse = z.object({
  /** The store lets shoppers cancel and some unit has not shipped. */
  offered: z.boolean(),
  items: z.array(
    z.object({
      line_item_id: z.string(),
      title: z.string(),
      variant_title: z.string().nullable(),
      /** Units neither shipped nor already being cancelled. */
      cancellable_quantity: z.number().int(),
    }),
  ),
});
export type CancellableItemsResponse = z.infer<typeof cancellableItemsResponse>;

export const cancelItemsBody = z.object({
  session_id: sessionIdSchema,
  /** The portal's language: the confirmation email is written in it. */
  language: z.enum(PORTAL_LANGUAGES).optional(),
  items: z
    .array(
      z.object({
        line_item_id: z.string().trim().min(1).max(64),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1, 'Choose at least one item')
    .max(50),
});
export type CancelItemsBody = z.infer<typeof cancelItemsBody>;
