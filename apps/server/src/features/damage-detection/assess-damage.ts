import { DAMAGE_PROMPT, type DamageAssessment, damageMessages, readDamageAnswer } from '@roundtrip/core';
import { z } from 'zod';
import type { Config } from '../../config';

const reply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const TIMEOUT_MS = 60_000;

export type Assessed = { assessment: DamageAssessment } | { problem: string };

/**
 * Asks an OpenAI-compatible vision model (`POST {VISION_URL}/chat/completions`, the image inline as a
 * data URL) whether the photo shows damage. Any failure is said as such, never guessed.
 */
export async function assessDamage(
  vision: NonNullable<Config['vision']>,
  image: { data: Buffer; contentType: string },
): Promise<Assessed> {
  try {
    const res = await fetch(`${vision.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(vision.apiKey && { authorization: `Bearer ${vision.apiKey}` }),
      },
      body: JSON.stringify({
        model: vision.model,
        temperature: 0,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: DAMAGE_PROMPT },
              {
                type: 'image_url',
                image_url: { url: `data:${image.contentType};base64,${image.data.toString('base64')}` },
              },
            ],
          },
        ],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return { problem: damageMessages.modelFailed };
    const parsed = reply.safeParse(await res.json());
    const assessment = parsed.success
      ? readDamageAnswer(parsed.data.choices[0]?.message.content ?? '')
      : null;
    return assessment ? { assessment } : { problem: damageMessages.unreadable };
  } catch {
    return { problem: damageMessages.modelFailed };
  }
}
