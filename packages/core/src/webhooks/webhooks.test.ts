import { describe, expect, it } from 'vitest';
import { attemptOutcome, parseRetryAfter, RETRY_DELAYS_SECONDS } from './retry';
import { previousSecretExpiry, previousSecretSigns } from './rotation';
import { topicForEvent } from './topics';

describe('webhook topics', () => {
  it('sends request lifecycle events and keeps internal notes in', () => {
    expect(topicForEvent('approved')).toBe('request.approved');
    expect(topicForEvent('note')).toBeNull();
  });
});

describe('retry schedule', () => {
  it('succeeds on 2xx, stops on 410, fails on 3xx', () => {
    expect(attemptOutcome(1, 204, null, 0.5)).toEqual({ kind: 'delivered' });
    expect(attemptOutcome(1, 410, null, 0.5)).toEqual({ kind: 'gone' });
    expect(attemptOutcome(1, 301, null, 0.5)).toEqual({ kind: 'retry', delaySeconds: 5 });
  });

  it('jitters each delay by at most a fifth and spans about three days', () => {
    expect(attemptOutcome(2, 500, null, 0)).toEqual({ kind: 'retry', delaySeconds: 240 });
    expect(attemptOutcome(2, null, null, 0.999)).toEqual({ kind: 'retry', delaySeconds: 360 });
    const total = RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 86_400).toBeGreaterThan(2.5);
    expect(total / 86_400).toBeLessThan(3.5);
  });

  it('honours a longer Retry-After on 429 and 5xx only', () => {
    expect(attemptOutcome(1, 429, 120, 0.5)).toEqual({ kind: 'retry', delaySeconds: 120 });
    expect(attemptOutcome(1, 400, 120, 0.5)).toEqual({ kind: 'retry', delaySeconds: 5 });
  });

  it('gives up after the last scheduled attempt', () => {
    expect(attemptOutcome(RETRY_DELAYS_SECONDS.length + 1, 500, null, 0.5)).toEqual({ kind: 'exhausted' });
  });

  it('reads Retry-After as seconds or a date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('secret rotation', () => {
  it('lets the old secret sign for 24 hours, then no longer', () => {
    const rotatedAt = new Date('2026-01-01T00:00:00Z');
    const expiresAt = previousSecretExpiry(rotatedAt);
    expect(previousSecretSigns(expiresAt, new Date('2026-01-01T23:59:59Z'))).toBe(true);
    expect(previousSecretSigns(expiresAt, new Date('2026-01-02T00:00:00Z'))).toBe(false);
    expect(previousSecretSigns(null, rotatedAt)).toBe(false);
  });
});
