import { z } from 'zod';
import { isDamagedReason } from '../text/text';

// Damage detection (docs/stores.md): the vision model's question and how its answer is read.

/** What the vision model is asked about each photo; it answers with one JSON object. */
export const DAMAGE_PROMPT =
  'You inspect a photo of a returned product. Answer with one JSON object only: ' +
  '{"damaged": true or false, "assessment": "one or two sentences on any visible damage"}.';

export const damageMessages = {
  noModel:
    'No damage model is configured, so photos are not assessed. Text found on the photos is still shown. ' +
    'An operator can set VISION_URL to any OpenAI-compatible vision endpoint.',
  modelFailed: 'The damage model could not be reached; try again later.',
  unreadable: 'The damage model gave no usable answer for this photo.',
} as const;

const answer = z.object({ damaged: z.boolean(), assessment: z.string().trim().max(2000) });

export type DamageAssessment = { damaged: boolean; assessment: string };

/**
 * The model's reply as an assessment, or null when it is not the JSON asked for. Models often wrap
 * JSON in a Markdown fence or a sentence: the first `{...}` in the reply is read.
 */
export function readDamageAnswer(content: string): DamageAssessment | null {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) return null;
  try {
    const parsed = answer.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A reason containing "damaged" is a damage claim, which asks for photos like a reason set to. */
export function reasonNeedsPhotos(reason: { name?: string; requiresMedia: boolean }): boolean {
  return reason.requiresMedia || isDamagedReason(reason.name);
}
