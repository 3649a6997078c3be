import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  actionPermission,
  isActiveStatus,
  PLATFORM_RETURN_STATUS,
  REQUEST_ACTIONS,
  REQUEST_STATUSES,
} from './statuses';
import {
  allowedActions,
  canTransition,
  carrierMove,
  TRANSITIONS,
  TransitionError,
  transition,
} from './transitions';

/** The expected table, written out independently of TRANSITIONS (docs/lifecycle.md). */
const EXPECTED: Record<string, Record<string, string>> = {
  requested: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
  approved: { mark_in_transit: 'in_transit', receive: 'received', cancel: 'cancelled' },
  in_transit: { receive: 'received' },
  delivered: { receive: 'received' },
  received: { inspect: 'inspected', refund: 'refunded', exchange: 'exchanged' },
  inspected: { refund: 'refunded', exchange: 'exchanged' },
  refunded: { archive: 'archived' },
  exchanged: { archive: 'archived' },
  rejected: { archive: 'archived' },
  cancelled: { archive: 'archived' },
  archived: {},
};

const pairs = REQUEST_STATUSES.flatMap((s) => REQUEST_ACTIONS.map((a) => [s, a] as const));

describe('every (status, action) pair', () => {
  it('covers 11 statuses x 9 actions', () => expect(pairs).toHaveLength(99));
  it.each(pairs)('%s + %s', (status, action) => {
    const next = EXPECTED[status]?.[action];
    if (next) {
      expect(transition(status, action)).toBe(next);
      expect(canTransition(status, action)).toBe(true);
    } else {
      expect(canTransition(status, action)).toBe(false);
      expect(() => transition(status, action)).toThrow(TransitionError);
    }
  });
});

describe('kind restrictions', () => {
  it('returns are refunded, exchanges are exchanged', () => {
    expect(transition('received', 'refund', 'return')).toBe('refunded');
    expect(transition('received', 'exchange', 'exchange')).toBe('exchanged');
    expect(() => transition('received', 'exchange', 'return')).toThrow(TransitionError);
    expect(() => transition('inspected', 'refund', 'exchange')).toThrow(TransitionError);
    expect(allowedActions('received', 'return')).toEqual(['inspect', 'refund']);
    expect(allowedActions('received')).toEqual(['inspect', 'refund', 'exchange']);
    expect(allowedActions('archived')).toEqual([]);
  });
});

describe('TransitionError', () => {
  it('is typed with code CONFLICT and a readable message', () => {
    try {
      transition('rejected', 'approve', 'return');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TransitionError);
      const err = e as TransitionError;
      expect(err.code).toBe('CONFLICT');
      expect(err.status).toBe('rejected');
      expect(err.action).toBe('approve');
      expect(err.message).toBe('Cannot approve a return request that is rejected');
    }
    expect(new TransitionError('in_transit', 'mark_in_transit').message).toBe(
      'Cannot mark in transit a request that is in transit',
    );
  });
});

describe('statuses', () => {
  it('active statuses are the ones with work left', () => {
    expect(ACTIVE_STATUSES).toEqual([
      'requested',
      'approved',
      'in_transit',
      'delivered',
      'received',
      'inspected',
    ]);
    for (const s of REQUEST_STATUSES) {
      const hasWork = Object.keys(TRANSITIONS[s]).some((a) => a !== 'archive');
      expect(isActiveStatus(s)).toBe(hasWork);
    }
  });
  it('every action names a permission', () => {
    expect(actionPermission('approve')).toBe('request.approve');
    expect(actionPermission('refund')).toBe('request.refund');
    for (const a of REQUEST_ACTIONS) expect(actionPermission(a)).toMatch(/^request\./);
  });
  it('maps to the platform return status', () => {
    expect(PLATFORM_RETURN_STATUS.requested).toBe('REQUESTED');
    expect(PLATFORM_RETURN_STATUS.rejected).toBe('DECLINED');
    expect(PLATFORM_RETURN_STATUS.delivered).toBe('OPEN');
  });
});

describe("the carrier's moves", () => {
  it('a moving parcel puts an approved request in transit; the delivered scan makes it delivered, never back', () => {
    const moved = REQUEST_STATUSES.flatMap((s) =>
      (['moving', 'delivered'] as const).map((scan) => `${s}+${scan}=${carrierMove(s, scan) ?? '-'}`),
    ).filter((line) => !line.endsWith('=-'));
    expect(moved).toEqual([
      'approved+moving=in_transit',
      'approved+delivered=delivered',
      'in_transit+delivered=delivered',
    ]);
  });
});
