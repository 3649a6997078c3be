import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  fromFilterFields,
  readListQuery,
  sameFilters,
  toFilterFields,
  toListBody,
  withFilters,
  writeListQuery,
} from './list-query';

const read = (qs: string) => readListQuery(new URLSearchParams(qs));

describe('list query string', () => {
  it('reads the default link', () => {
    expect(read('status=active&page=1&dateFilter=last_week')).toEqual(DEFAULT_LIST_QUERY);
  });

  it('falls back to the defaults for a bare or hand-edited link', () => {
    expect(read('')).toEqual(DEFAULT_LIST_QUERY);
    expect(read('status=bogus&page=-3&dateFilter=yesterday&sort=price&direction=up&refundMode=cash')).toEqual(
      DEFAULT_LIST_QUERY,
    );
    expect(read('page=abc').page).toBe(1);
    expect(read('dateFilter=custom&from=2025-13&to=yesterday')).toMatchObject({ from: '', to: '' });
  });

  it('writes status, page and dateFilter first and always, the rest only when set', () => {
    expect(writeListQuery(DEFAULT_LIST_QUERY).toString()).toBe('status=active&page=1&dateFilter=last_week');
    const q = {
      ...DEFAULT_LIST_QUERY,
      status: 'received' as const,
      page: 3,
      dateFilter: 'custom' as const,
      from: '2025-01-01',
      to: '2025-01-31',
      search: ' #1001 ',
      tags: ['vip', 'damaged'],
      refundMode: ['store_credit' as const],
      sort: 'requested_amount' as const,
      direction: 'asc' as const,
    };
    const qs = writeListQuery(q).toString();
    expect(qs).toBe(
      'status=received&page=3&dateFilter=custom&from=2025-01-01&to=2025-01-31&search=%231001&tags=vip&tags=damaged&refundMode=store_credit&sort=requested_amount&direction=asc',
    );
    // A reload reads back what was written.
    expect(read(qs)).toEqual({ ...q, search: '#1001' });
  });

  it('drops custom dates unless the date filter is custom', () => {
    const qs = writeListQuery({ ...DEFAULT_LIST_QUERY, from: '2025-01-01', to: '2025-01-02' }).toString();
    expect(qs).not.toContain('from=');
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(withFilters({ ...DEFAULT_LIST_QUERY, page: 4 }, { tags: ['vip'] })).toMatchObject({
      page: 1,
      tags: ['vip'],
    });
  });

  it('builds the filter-list body with the type and only the filters in use', () => {
    expect(toListBody({ ...DEFAULT_LIST_QUERY, page: 2, search: 'asha' }, 'exchange')).toEqual({
      type: 'exchange',
      status: 'active',
      dateFilter: 'last_week',
      search: 'asha',
      page: 2,
      limit: 25,
      sort: 'created_at',
      direction: 'desc',
    });
  });

  it('round-trips a saved filter and recognises it whatever the order of its lists', () => {
    const q = { ...DEFAULT_LIST_QUERY, status: 'all' as const, tags: ['a', 'b'], courier: ['dhl'], page: 5 };
    const fields = toFilterFields(q, 'return');
    const applied = fromFilterFields(fields, DEFAULT_LIST_QUERY);
    expect(applied).toMatchObject({ status: 'all', tags: ['a', 'b'], courier: ['dhl'], page: 1 });
    expect(sameFilters(applied, { ...q, tags: ['b', 'a'] })).toBe(true);
    expect(sameFilters(applied, { ...q, tags: ['a'] })).toBe(false);
  });
});
