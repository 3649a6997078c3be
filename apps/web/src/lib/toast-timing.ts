/** The toasts' timing rules and constants, kept pure so the timing rules are unit-tested. */
const TOAST_DURATION_MS = 5000;
const TOAST_WITH_ACTION_DURATION_MS = 10000;
const TOAST_STACK_OFFSET_PX = 10;
const TOAST_HOVER_DELAY_MS = 30;

export function toastDuration(options: { hasAction?: boolean; duration?: number }): number {
  if (options.duration !== undefined) return options.duration;
  return options.hasAction ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS;
}

/** Collapsed stack: each older toast sits one step further back. */
export function stackOffset(indexFromNewest: number): number {
  return indexFromNewest * TOAST_STACK_OFFSET_PX;
}

/** Expanding on hover: each toast starts its move a little after the one in front. */
export function hoverDelay(indexFromNewest: number): number {
  return indexFromNewest * TOAST_HOVER_DELAY_MS;
}

/** A countdown that can pause: remaining time is frozen while paused. */
export type ToastTimer = { remaining: number; startedAt: number | null };

export function startTimer(duration: number, now: number): ToastTimer {
  return { remaining: duration, startedAt: now };
}

export function pauseTimer(timer: ToastTimer, now: number): ToastTimer {
  if (timer.startedAt === null) return timer;
  return { remaining: Math.max(0, timer.remaining - (now - timer.startedAt)), startedAt: null };
}

export function resumeTimer(timer: ToastTimer, now: number): ToastTimer {
  if (timer.startedAt !== null) return timer;
  return { remaining: timer.remaining, startedAt: now };
}

export function timeLeft(timer: ToastTimer, now: number): number {
  if (timer.startedAt === null) return timer.remaining;
  return Math.max(0, timer.remaining - (now - timer.startedAt));
}
