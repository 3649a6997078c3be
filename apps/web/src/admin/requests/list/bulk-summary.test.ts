import { describe, expect, it } from 'vitest';
import { summarizeBulk } from './bulk-summary';

const names = { a: '1001-R1', b: '1002-R1', c: '1003-R1' };

describe('bulk action summary', () => {
  it('says how many succeeded and lists each failure first with its reason', () => {
    const s = summarizeBulk(
      'approve',
      {
        succeeded: 2,
        failed: 1,
        results: [
          { id: 'a', ok: true, status: 'approved', code: null, message: null },
          {
            id: 'b',
            ok: false,
            status: 'rejected',
            code: 'CONFLICT',
            message: 'This request is already rejected',
          },
          { id: 'c', ok: true, status: 'approved', code: null, message: null },
        ],
      },
      names,
    );
    expect(s.tone).toBe('warning');
    expect(s.title).toBe('2 of 3 requests approved; 1 failed');
    expect(s.rows).toEqual([
      { id: 'b', name: '1002-R1', ok: false, message: 'This request is already rejected' },
      { id: 'a', name: '1001-R1', ok: true, message: 'Now Approved' },
      { id: 'c', name: '1003-R1', ok: true, message: 'Now Approved' },
    ]);
  });

  it('is a success when every row worked and critical when none did', () => {
    const ok = summarizeBulk(
      'archive',
      {
        succeeded: 1,
        failed: 0,
        results: [{ id: 'a', ok: true, status: 'archived', code: null, message: null }],
      },
      names,
    );
    expect(ok).toMatchObject({ tone: 'success', title: '1 request archived' });
    const none = summarizeBulk(
      'receive',
      {
        succeeded: 0,
        failed: 2,
        results: [
          { id: 'a', ok: false, status: 'requested', code: 'CONFLICT', message: null },
          { id: 'zz', ok: false, status: null, code: 'NOT_FOUND', message: null },
        ],
      },
      names,
    );
    expect(none.tone).toBe('critical');
    expect(none.title).toBe('No request marked received: 2 of 2 failed');
    expect(none.rows.map((r) => `${r.name}: ${r.message}`)).toEqual([
      '1001-R1: Still Requested',
      'zz: Not found',
    ]);
  });
});
