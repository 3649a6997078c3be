/**
 * When the courier comes for a pickup: the next working day (Monday to Saturday, as Indian couriers
 * collect) after the approval, 10:00 to 18:00 in the store's time zone. A documented default, not yet a
 * store setting (docs/portal.md).
 */
const PICKUP_HOURS = { from: 10, to: 18 } as const;
const DAY_MS = 86_400_000;

type PickupWindow = { from: string; to: string; time_zone: string };

/** The wall-clock date of an instant in a time zone, as a UTC midnight. */
function localDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'));
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant a wall-clock hour of a day happens in a zone (checked twice for a daylight-saving jump). */
function instantOf(day: number, hour: number, timeZone: string): Date {
  const wall = day + hour * 3_600_000;
  let at = wall - offsetMinutes(wall, timeZone) * 60_000;
  at = wall - offsetMinutes(at, timeZone) * 60_000;
  return new Date(at);
}

const validZone = (timeZone: string): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
};

export function pickupWindow(approvedAt: Date, storeTimeZone: string): PickupWindow {
  const timeZone = validZone(storeTimeZone);
  let day = localDay(approvedAt, timeZone) + DAY_MS;
  if (new Date(day).getUTCDay() === 0) day += DAY_MS;
  return {
    from: instantOf(day, PICKUP_HOURS.from, timeZone).toISOString(),
    to: instantOf(day, PICKUP_HOURS.to, timeZone).toISOString(),
    time_zone: timeZone,
  };
}
