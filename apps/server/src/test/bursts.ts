/** Fires `n` requests at once, as a burst from many clients would arrive. */
export const burst = <T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** How many responses had each status: `{ 401: 10, 429: 90 }`. */
export function countStatuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
