/** Moves an item up (-1) or down (+1) in a list of ids; at either end the order stays as it is. */
export function reorderedIds(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const index = ids.indexOf(id);
  const target = index + by;
  if (index < 0 || target < 0 || target >= ids.length) return [...ids];
  const out = [...ids];
  [out[index], out[target]] = [out[target] as string, out[index] as string];
  return out;
}
