import { z } from 'zod';

// `GET` and `PUT detect-damages/{id}`: text on a request's photos, the model's assessment, feedback.

export const damagePhoto = z.object({
  media_id: z.string(),
  /** Where the merchant's page shows the photo. */
  url: z.string(),
  /** Text OCR read on the photo ('' when none). */
  text: z.string(),
  /** Null without a model, or when the model gave no usable answer. */
  damaged: z.boolean().nullable(),
  assessment: z.string().nullable(),
  /** Why there is no assessment for this photo, in words for the page. */
  problem: z.string().nullable(),
  /** The merchant's verdict on the assessment. */
  feedback: z.object({ correct: z.boolean(), note: z.string() }).nullable(),
});

export const detectDamagesResponse = z.object({
  model: z.object({ configured: z.boolean(), message: z.string().nullable() }),
  /** A reason containing "damaged" is a damage claim; its items need photos. */
  damage_claimed: z.boolean(),
  photos: z.array(damagePhoto),
});
export type DetectDamagesResponse = z.infer<typeof detectDamagesResponse>;

export const damageFeedbackBody = z.object({
  media_id: z.uuid({ error: 'Not found' }),
  correct: z.boolean({ error: 'Say whether the assessment was right' }),
  note: z.string().trim().max(1000, 'Use at most 1000 characters').default(''),
});
export type DamageFeedbackBody = z.infer<typeof damageFeedbackBody>;
