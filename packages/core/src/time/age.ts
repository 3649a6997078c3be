export const DAY_MS = 86_400_000;

function toMs(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/** Whole and fractional days from `date` to `now`; NaN when either is not a date. */
export function daysSince(date: Date | string | number, now: Date | string | number): number {
  return (toMs(now) - toMs(date)) / DAY_MS;
}

/** Strictly more than `days` days have passed since `date` (false for invalid dates). */
export function isOlderThan(
  date: Date | string | number,
  days: number,
  now: Date | string | number,
): boolean {
  const d = daysSince(date, now);
  return Number.isFinite(d) && d > days;
}

/** Strictly less than `days` days have passed since `date` (a future date counts; invalid: false). */
export function isNewerThan(
  date: Date | string | number,
  days: number,
  now: Date | string | number,
): boolean {
  const d = daysSince(date, now);
  return Number.isFinite(d) && d < days;
}

type When = Date | string | number;
/** Age checks: how old a request is, and when it needs a look. */
export const isMoreThan10DaysOld = (date: When, now: When) => isOlderThan(date, 10, now);
export const isMoreThan15DaysOld = (date: When, now: When) => isOlderThan(date, 15, now);
export const isLessThan7DaysOld = (date: When, now: When) => isNewerThan(date, 7, now);
export const isLessThan15DaysOld = (date: When, now: When) => isNewerThan(date, 15, now);

/** Adds whole days to an instant; returns an ISO string (pure: the input carries the time). */
export function addDays(date: When, days: number): string {
  return new Date(toMs(date) + days * DAY_MS).toISOString();
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "12 March 2025" in UTC, for messages shoppers read. */
export function formatDay(date: When): string {
  const d = new Date(toMs(date));
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
