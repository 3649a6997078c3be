import { describe, expect, it } from 'vitest';
import { notAllowedMessage, REQUEST_CONFLICT_MESSAGE, refusalMessage } from './refusals';
import { REQUEST_STATUSES } from './statuses';
import { canTransition, TransitionError } from './transitions';
import { decideTransition } from './verdict';

const messageOf = (...args: Parameters<typeof decideTransition>) => {
  const verdict = decideTransition(...args);
  return verdict.ok ? null : refusalMessage(verdict.refusal);
};

describe('refusal messages (the API answers them with 409)', () => {
  it('a request someone else moved on is "already" where it is', () => {
    expect(messageOf('rejected', 'approve', 'return')).toBe('This request is already rejected');
    expect(messageOf('approved', 'approve', 'exchange')).toBe('This request is already approved');
    expect(messageOf('archived', 'archive', 'return')).toBe('This request is already archived');
    expect(REQUEST_CONFLICT_MESSAGE('in_transit')).toBe('This request is already in transit');
  });
  it('a move that does not apply says so with the kind of request', () => {
    expect(messageOf('requested', 'refund', 'return')).toBe(
      'Cannot refund a return request that is requested',
    );
    expect(messageOf('refunded', 'refund', 'exchange')).toBe(
      'Cannot refund a exchange request that is refunded',
    );
    expect(messageOf('requested', 'mark_in_transit', 'return')).toBe(
      'Cannot mark in transit a return request that is requested',
    );
    expect(notAllowedMessage('in_transit', 'inspect')).toBe('Cannot inspect a request that is in transit');
  });
  it('reopening moves name the statuses they start from', () => {
    expect(messageOf('requested', 'enable', 'return')).toBe(
      'Only a rejected or cancelled request can be enabled (this one is requested)',
    );
    expect(messageOf('in_transit', 'enable', 'exchange')).toBe(
      'Only a rejected or cancelled request can be enabled (this one is in transit)',
    );
    expect(messageOf('requested', 'unarchive', 'return')).toBe(
      'This request is not archived (it is requested)',
    );
    expect(messageOf('archived', 'unarchive', 'return')).toBe(
      'This request is not archived (it is archived)',
    );
    const enableFrom = REQUEST_STATUSES.filter((s) => canTransition(s, 'enable'));
    expect(enableFrom).toEqual(['rejected', 'cancelled']);
  });
  it('TransitionError carries the same sentence as a refusal that is not allowed', () => {
    const err = new TransitionError('approved', 'enable', 'return');
    expect(err.message).toBe('Only a rejected or cancelled request can be enabled (this one is approved)');
    expect(err.code).toBe('CONFLICT');
  });
});
