/** Counts per key with each key's share of the whole, largest first. */
export function withShares<K extends string, T extends Record<K, number>>(
  rows: T[],
  key: K,
  share: (part: number, whole: number) => number,
): (T & { share: number })[] {
  const whole = rows.reduce((s, r) => s + r[key], 0);
  return rows.map((r) => ({ ...r, share: share(r[key], whole) }));
}
