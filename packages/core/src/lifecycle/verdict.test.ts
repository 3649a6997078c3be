import { describe, expect, it } from 'vitest';
import { LIFECYCLE_ACTIONS, PLANNED_KINDS, REQUEST_STATUSES } from './statuses';
import { canTransition, lifecycleActions, TransitionError, transition } from './transitions';
import { decideTransition, PROGRESS } from './verdict';

/**
 * Every move written out independently of the tables (docs/lifecycle.md): where it leads from each
 * status it starts from, and the statuses where the request is already past it. Every other status
 * is "not allowed". `*` means both kinds; a kind-only move is "not allowed" for the other kind.
 */
const MOVES: Record<
  string,
  { kind: '*' | 'return' | 'exchange'; to: Record<string, string>; already: string }
> = {
  approve: { kind: '*', to: { requested: 'approved' }, already: 'all but requested' },
  reject: { kind: '*', to: { requested: 'rejected' }, already: 'all but requested' },
  cancel: {
    kind: '*',
    to: { requested: 'cancelled', approved: 'cancelled' },
    already: 'in_transit delivered received inspected refunded exchanged rejected cancelled archived',
  },
  mark_in_transit: {
    kind: '*',
    to: { approved: 'in_transit' },
    already: 'in_transit delivered received inspected refunded exchanged rejected cancelled archived',
  },
  receive: {
    kind: '*',
    to: { approved: 'received', in_transit: 'received', delivered: 'received' },
    already: 'received inspected refunded exchanged rejected cancelled archived',
  },
  inspect: {
    kind: '*',
    to: { received: 'inspected' },
    already: 'inspected refunded exchanged rejected cancelled archived',
  },
  refund: {
    kind: 'return',
    to: { received: 'refunded', inspected: 'refunded' },
    already: 'refunded exchanged rejected cancelled archived',
  },
  exchange: {
    kind: 'exchange',
    to: { received: 'exchanged', inspected: 'exchanged' },
    already: 'refunded exchanged rejected cancelled archived',
  },
  archive: {
    kind: '*',
    to: { refunded: 'archived', exchanged: 'archived', rejected: 'archived', cancelled: 'archived' },
    already: 'archived',
  },
  enable: { kind: '*', to: { rejected: 'requested', cancelled: 'requested' }, already: '' },
  // The archived request in these cases was refunded before it was archived.
  unarchive: { kind: '*', to: { archived: 'refunded' }, already: '' },
};

const isAlready = (spec: string, status: string) =>
  spec === 'all but requested' ? status !== 'requested' : spec.split(' ').includes(status);

const cases = PLANNED_KINDS.flatMap((kind) =>
  REQUEST_STATUSES.flatMap((status) => LIFECYCLE_ACTIONS.map((action) => [kind, status, action] as const)),
);

describe('the verdict for every (kind, status, action)', () => {
  it('covers 2 kinds x 11 statuses x 11 actions', () => expect(cases).toHaveLength(242));
  it.each(cases)('%s request, %s + %s', (kind, status, action) => {
    const move = MOVES[action];
    if (!move) throw new Error(`no expectation for ${action}`);
    const kindFits = move.kind === '*' || move.kind === kind;
    const to = kindFits ? move.to[status] : undefined;
    const verdict = decideTransition(status, action, kind, 'refunded');
    if (to) {
      expect(verdict).toEqual({ ok: true, next: to });
      expect(transition(status, action, kind, 'refunded')).toBe(to);
      return;
    }
    const reason = kindFits && isAlready(move.already, status) ? 'already' : 'not_allowed';
    expect(verdict).toEqual({ ok: false, refusal: { reason, status, action, kind } });
    expect(canTransition(status, action, kind, 'refunded')).toBe(false);
    expect(() => transition(status, action, kind, 'refunded')).toThrow(TransitionError);
  });
});

/** A cancellation's own moves (docs/lifecycle.md "Cancellations"); every other move is refused. */
const CANCELLATION_MOVES: Record<string, Record<string, string>> = {
  refund: { requested: 'refunded' },
  reject: { requested: 'rejected' },
  archive: { refunded: 'archived', rejected: 'archived' },
  unarchive: { archived: 'refunded' },
};

describe('the verdict for every (status, action) of a cancellation', () => {
  const all = REQUEST_STATUSES.flatMap((status) =>
    LIFECYCLE_ACTIONS.map((action) => [status, action] as const),
  );
  it.each(all)('%s + %s', (status, action) => {
    const to = CANCELLATION_MOVES[action]?.[status];
    const verdict = decideTransition(status, action, 'cancellation', 'refunded');
    if (to) return expect(verdict).toEqual({ ok: true, next: to });
    expect(verdict.ok).toBe(false);
    // Nothing a cancellation never does is "already done": only its own moves can be past.
    const past =
      (action === 'refund' || action === 'reject') && status !== 'requested'
        ? 'already'
        : action === 'archive' && status === 'archived'
          ? 'already'
          : 'not_allowed';
    expect(verdict).toEqual({ ok: false, refusal: { reason: past, status, action, kind: 'cancellation' } });
  });
  it('offers the merchant only archiving, never the moves its platform step makes', () => {
    expect(lifecycleActions('requested', 'cancellation')).toEqual([]);
    expect(lifecycleActions('refunded', 'cancellation')).toEqual(['archive']);
    expect(lifecycleActions('rejected', 'cancellation')).toEqual(['archive']);
  });
});

describe('reopening moves', () => {
  it('enable puts a rejected or cancelled request back to requested', () => {
    expect(transition('rejected', 'enable')).toBe('requested');
    expect(transition('cancelled', 'enable', 'exchange')).toBe('requested');
    expect(canTransition('refunded', 'enable')).toBe(false);
  });
  it('unarchive returns to the status archiving remembered, and nowhere without it', () => {
    for (const before of ['refunded', 'exchanged', 'rejected', 'cancelled'] as const)
      expect(decideTransition('archived', 'unarchive', 'return', before)).toEqual({ ok: true, next: before });
    expect(decideTransition('archived', 'unarchive', 'exchange')).toEqual({
      ok: false,
      refusal: { reason: 'not_allowed', status: 'archived', action: 'unarchive', kind: 'exchange' },
    });
    expect(canTransition('archived', 'unarchive')).toBe(false);
  });
  it('the request page is offered the work left, then the reopening moves', () => {
    expect(lifecycleActions('approved', 'return')).toEqual(['mark_in_transit', 'receive', 'cancel']);
    expect(lifecycleActions('rejected', 'return')).toEqual(['archive', 'enable']);
    expect(lifecycleActions('cancelled')).toEqual(['archive', 'enable']);
    expect(lifecycleActions('archived', 'exchange', 'exchanged')).toEqual(['unarchive']);
    expect(lifecycleActions('archived', 'exchange')).toEqual([]);
    expect(lifecycleActions('inspected', 'exchange')).toEqual(['exchange']);
  });
});

describe('progress', () => {
  it('settled statuses share a rank between inspected and archived', () => {
    for (const s of ['refunded', 'exchanged', 'rejected', 'cancelled'] as const) {
      expect(PROGRESS[s]).toBeGreaterThan(PROGRESS.inspected);
      expect(PROGRESS[s]).toBeLessThan(PROGRESS.archived);
    }
    expect(REQUEST_STATUSES.slice(0, 6).map((s) => PROGRESS[s])).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
