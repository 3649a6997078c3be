import { describe, expect, it } from 'vitest';
import { isDueForPolling, pollRoundSeconds } from './polling';
import { trackingStep } from './tracking';

const now = new Date('2026-11-02T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('tracking polling', () => {
  it('polls a label never polled, and again once a whole interval has passed', () => {
    expect(isDueForPolling(null, now, 3600)).toBe(true);
    expect(isDueForPolling(ago(3599), now, 3600)).toBe(false);
    expect(isDueForPolling(ago(3600), now, 3600)).toBe(true);
    // A clock set back (another process's) does not make a label due.
    expect(isDueForPolling(ago(-60), now, 3600)).toBe(false);
  });

  it('runs a round at most every five minutes, more often for short intervals', () => {
    expect(pollRoundSeconds(3600)).toBe(300);
    expect(pollRoundSeconds(60)).toBe(60);
    expect(pollRoundSeconds(0)).toBe(1);
  });

  it('maps what the courier reports onto the request: in transit, then delivered, never back', () => {
    // label_created keeps an approved request approved; any movement makes it in transit.
    expect(trackingStep('label_created', 'label_created', 'approved')).toMatchObject({ requestStatus: null });
    expect(trackingStep('label_created', 'out_for_delivery', 'approved')).toMatchObject({
      status: 'out_for_delivery',
      requestStatus: 'in_transit',
    });
    // The delivered scan makes the request delivered, from in transit or straight from approved.
    expect(trackingStep('in_transit', 'delivered', 'in_transit')).toEqual({
      status: 'delivered',
      changed: true,
      requestStatus: 'delivered',
    });
    expect(trackingStep('label_created', 'delivered', 'approved').requestStatus).toBe('delivered');
    // Repeating a report (a second poll) changes nothing.
    expect(trackingStep('delivered', 'delivered', 'delivered')).toMatchObject({
      changed: false,
      requestStatus: null,
    });
    // A cancelled request is not moved by a late scan.
    expect(trackingStep('label_created', 'in_transit', 'cancelled').requestStatus).toBeNull();
  });
});
