/** Time units, smallest first. */
export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export const TIME_UNIT_MS: Readonly<Record<TimeUnit, number>> = {
  seconds: 1_000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 604_800_000,
};

export function toMilliseconds(value: number, unit: TimeUnit): number {
  return value * TIME_UNIT_MS[unit];
}

/** Largest unit that fits at least once, e.g. 90 minutes -> { value: 1, unit: 'hours' }. */
export function largestUnit(ms: number): { value: number; unit: TimeUnit } {
  const abs = Math.abs(ms);
  for (let i = TIME_UNITS.length - 1; i >= 0; i--) {
    const unit = TIME_UNITS[i] as TimeUnit;
    if (abs >= TIME_UNIT_MS[unit]) return { value: Math.trunc(ms / TIME_UNIT_MS[unit]), unit };
  }
  return { value: 0, unit: 'seconds' };
}

/** "3 days ago", "1 hour ago", "just now" between two given instants. */
export function formatTimeAgo(date: string | number, now: string | number): string {
  const from = typeof date === 'number' ? date : Date.parse(date);
  const to = typeof now === 'number' ? now : Date.parse(now);
  const { value, unit } = largestUnit(to - from);
  if (value <= 0) return 'just now';
  return `${value} ${value === 1 ? unit.slice(0, -1) : unit} ago`;
}

/** File-size units up to GB; the next unit is used once the value is above 900. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  let size = bytes;
  let i = 0;
  while (size > 900 && i < FILE_SIZE_UNITS.length - 1) {
    size /= 1024;
    i++;
  }
  const text = i === 0 ? String(Math.round(size)) : String(Math.round(size * 100) / 100);
  return `${text} ${FILE_SIZE_UNITS[i]}`;
}
