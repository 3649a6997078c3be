/** Calendar days are the store's own (its timezone); the database turns them into instants. */
const DAY_MS = 86_400_000;

/** Longest range one analytics call may cover: two years and a day, so a "last 2 years" view fits. */
const MAX_ANALYTICS_DAYS = 731;
/** Without dates, the last 30 days including today. */
const DEFAULT_ANALYTICS_DAYS = 30;

export type AnalyticsPeriod = {
  /** First and last calendar day, both included (YYYY-MM-DD in the store's timezone). */
  from: string;
  to: string;
  days: number;
  /** The same number of days just before `from`, for the comparison. */
  previous: { from: string; to: string };
};

export type PeriodProblem = { field: 'from' | 'to'; message: string };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Adds whole days to a calendar day. */
export function addDays(day: string, days: number): string {
  return dayString(dayNumber(day) + days);
}

/**
 * The period an analytics call covers and the one it is compared with. `today` is the store's
 * calendar day now (the caller reads the clock and the timezone).
 */
export function analyticsPeriod(
  input: { from?: string | undefined; to?: string | undefined },
  today: string,
): AnalyticsPeriod | PeriodProblem {
  const to = input.to ?? today;
  const from = input.from ?? addDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return { field: 'from', message: 'The start date must be on or before the end date' };
  if (days > MAX_ANALYTICS_DAYS)
    return { field: 'from', message: `A range covers at most ${MAX_ANALYTICS_DAYS} days` };
  return {
    from,
    to,
    days,
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/** Every calendar day of the period, oldest first (charts show days without requests as 0). */
export function periodDays(period: Pick<AnalyticsPeriod, 'from' | 'days'>): string[] {
  const first = dayNumber(period.from);
  return Array.from({ length: period.days }, (_, i) => dayString(first + i));
}
