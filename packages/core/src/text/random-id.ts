const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type RandomSource = { getRandomValues<T extends Uint8Array>(array: T): T };

/** A random id, default length 10, letters and digits from a secure random source. */
export function randomId(length = 10, source?: RandomSource): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  const rng = source ?? (globalThis as unknown as { crypto: RandomSource }).crypto;
  let out = '';
  while (out.length < length) {
    const bytes = rng.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      // Rejection sampling keeps every character equally likely (248 = 62 * 4).
      if (b < 248 && out.length < length) out += ALPHABET[b % 62];
    }
  }
  return out;
}
