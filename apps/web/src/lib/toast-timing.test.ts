import { describe, expect, it } from 'vitest';
import {
  hoverDelay,
  pauseTimer,
  resumeTimer,
  stackOffset,
  startTimer,
  timeLeft,
  toastDuration,
} from './toast-timing';

describe('toast timing', () => {
  it('lasts 5000 ms, 10000 ms with an action, or the given duration', () => {
    expect(toastDuration({})).toBe(5000);
    expect(toastDuration({ hasAction: true })).toBe(10000);
    expect(toastDuration({ hasAction: true, duration: 3000 })).toBe(3000);
    expect(toastDuration({ duration: 7000 })).toBe(7000);
  });

  it('stacks 10 px and delays 30 ms per toast', () => {
    expect([0, 1, 2].map(stackOffset)).toEqual([0, 10, 20]);
    expect([0, 1, 2].map(hoverDelay)).toEqual([0, 30, 60]);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    let t = startTimer(5000, 0);
    expect(timeLeft(t, 2000)).toBe(3000);
    t = pauseTimer(t, 2000);
    expect(timeLeft(t, 9000)).toBe(3000);
    t = resumeTimer(t, 9000);
    expect(timeLeft(t, 10000)).toBe(2000);
    expect(timeLeft(t, 20000)).toBe(0);
  });

  it('ignores a second pause or resume', () => {
    const paused = pauseTimer(startTimer(5000, 0), 1000);
    expect(pauseTimer(paused, 3000)).toBe(paused);
    const running = resumeTimer(paused, 4000);
    expect(resumeTimer(running, 4500)).toBe(running);
  });
});
