import { describe, expect, it } from 'vitest';
import { type SetupState, setupSteps } from './setup-steps';
import { countNoun, WORK_QUEUE_FILTERS, workQueueLink } from './work-queues';

const nothing: SetupState = {
  portalShared: false,
  reasonsSet: false,
  refundModesChosen: false,
  dropOffReady: false,
  emailsChecked: false,
  platformConnected: false,
};

describe('setup steps', () => {
  it('a new store has every step to do, in order, each with its button', () => {
    const steps = setupSteps(nothing);
    expect(steps.map((s) => [s.id, s.done, s.action.label])).toEqual([
      ['portal', false, 'Copy portal link'],
      ['reasons', false, 'Edit reasons'],
      ['refund_modes', false, 'Choose refund modes'],
      ['drop_off', false, 'Add drop-off place'],
      ['emails', false, 'Review emails'],
      ['platform', false, 'Connect Shopify'],
    ]);
  });

  it.each([
    ['portalShared', 'portal'],
    ['reasonsSet', 'reasons'],
    ['refundModesChosen', 'refund_modes'],
    ['dropOffReady', 'drop_off'],
    ['emailsChecked', 'emails'],
    ['platformConnected', 'platform'],
  ] as const)('%s marks the %s step done and no other', (key, id) => {
    const done = setupSteps({ ...nothing, [key]: true }).filter((s) => s.done);
    expect(done.map((s) => s.id)).toEqual([id]);
  });
});

describe('work queues', () => {
  it('link to the list with the very filter the count uses', () => {
    expect(workQueueLink('to_receive', 'return')).toBe(
      '/admin/returns?status=to_receive&page=1&dateFilter=all',
    );
    expect(workQueueLink('needs_attention', 'exchange')).toBe(
      '/admin/exchanges?status=needs_attention&page=1&dateFilter=all',
    );
    for (const f of Object.values(WORK_QUEUE_FILTERS)) expect(f.dateFilter).toBe('all');
  });

  it('words counts with plurals', () => {
    expect(countNoun(1, 'return')).toBe('1 return');
    expect(countNoun(0, 'exchange')).toBe('0 exchanges');
    expect(countNoun(2, 'return')).toBe('2 returns');
  });
});
