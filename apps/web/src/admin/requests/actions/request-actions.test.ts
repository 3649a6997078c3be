import { describe, expect, it } from 'vitest';
import { splitActions } from './request-actions';
import { keyAction } from './use-request-hotkeys';

describe('request page actions', () => {
  it('makes the next lifecycle step the primary button', () => {
    expect(splitActions(['approve', 'reject', 'cancel'])).toEqual({
      primary: 'approve',
      secondary: ['reject', 'cancel'],
    });
    expect(splitActions(['inspect', 'refund'])).toEqual({ primary: 'inspect', secondary: ['refund'] });
    expect(splitActions(['archive', 'retry'])).toEqual({ primary: 'archive', secondary: [] });
    expect(splitActions([])).toEqual({ primary: null, secondary: [] });
  });

  it('maps the shortcut keys of the hotkey dialog', () => {
    expect(['a', 'r', 'n', 'j', 'p', 'k', 'x'].map(keyAction)).toEqual([
      'approve',
      'reject',
      'next',
      'next',
      'previous',
      'previous',
      null,
    ]);
  });
});
