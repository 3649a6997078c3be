/**
 * "1 return", "2 returns", "1,250 returns": one place for the English count the admin shows, so a list,
 * its pagination and its empty state never disagree on a plural. The plural defaults to singular + "s".
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
