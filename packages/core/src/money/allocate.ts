/**
 * Splits an integer `total` across `weights` in proportion, so the parts add up to `total` exactly
 * (largest remainder method). Ties in the remainder go to the larger weight, then to the earlier
 * key in `keys` order when given (sorted keys make the result independent of input order).
 */
export function allocateLargestRemainder(
  total: number,
  weights: readonly number[],
  keys?: readonly string[],
): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError('total must be a safe integer');
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError('weights must be non-negative');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map(() => 0);
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const parts = weights.map((w) => Math.floor((abs * w) / sum));
  let left = abs - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, w, rem: (abs * w) % sum }))
    .sort((a, b) => b.rem - a.rem || b.w - a.w || compareKeys(keys, a.i, b.i));
  for (const o of order) {
    if (left <= 0) break;
    parts[o.i] = (parts[o.i] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => (p === 0 ? 0 : sign * p));
}

function compareKeys(keys: readonly string[] | undefined, a: number, b: number): number {
  const ka = keys?.[a];
  const kb = keys?.[b];
  if (ka !== undefined && kb !== undefined && ka !== kb) return ka < kb ? -1 : 1;
  return a - b;
}

/** round(total * part / whole), half up, in exact integer maths for non-negative inputs. */
export function proRata(total: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  const sign = total < 0 ? -1 : 1;
  const r = Math.floor((2 * Math.abs(total) * part + whole) / (2 * whole));
  return r === 0 ? 0 : sign * r;
}

/**
 * The share of `total` for units (done, done + part] out of `whole`. Summing the shares of
 * consecutive partial refunds gives exactly `total`, so no cent is lost or paid twice.
 */
export function cumulativeShare(total: number, done: number, part: number, whole: number): number {
  return proRata(total, done + part, whole) - proRata(total, done, whole);
}
