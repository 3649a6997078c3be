import {
  ADMIN_LIST_SEGMENTS,
  DATE_FILTERS,
  type DateFilter,
  type FilterListBody,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  LIST_STATUS_FILTERS,
  type ListStatusFilter,
  REFUND_MODES,
  type RefundMode,
  type RequestFilterFields,
  type RequestKind,
} from '@roundtrip/core';

export type ListSort = (typeof LIST_SORTS)[number];
type SortDirection = 'asc' | 'desc';

/** Everything a list shows, as the query string carries it (`status=active&page=1&dateFilter=last_week`). */
export type ListQuery = {
  status: ListStatusFilter;
  page: number;
  dateFilter: DateFilter;
  from: string;
  to: string;
  search: string;
  tags: string[];
  refundMode: RefundMode[];
  reason: string[];
  courier: string[];
  sort: ListSort;
  direction: SortDirection;
};

/** The default list is active, page 1, last week. */
export const DEFAULT_LIST_QUERY: ListQuery = {
  status: 'active',
  page: 1,
  dateFilter: 'last_week',
  from: '',
  to: '',
  search: '',
  tags: [],
  refundMode: [],
  reason: [],
  courier: [],
  sort: 'created_at',
  direction: 'desc',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function list(params: URLSearchParams, name: string, max = 20): string[] {
  const seen = new Set<string>();
  for (const v of params.getAll(name)) {
    const t = v.trim();
    if (t && seen.size < max) seen.add(t.slice(0, 200));
  }
  return [...seen];
}

/**
 * Reads a list's query string. Anything unknown or malformed (a hand-edited link, an old bookmark)
 * falls back to the default rather than failing, so a link always opens a list.
 */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: oneOf(LIST_STATUS_FILTERS, params.get('status'), DEFAULT_LIST_QUERY.status),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    dateFilter: oneOf(DATE_FILTERS, params.get('dateFilter'), DEFAULT_LIST_QUERY.dateFilter),
    from: ISO_DAY.test(from) ? from : '',
    to: ISO_DAY.test(to) ? to : '',
    search: (params.get('search') ?? '').slice(0, 200),
    tags: list(params, 'tags').map((t) => t.slice(0, 50)),
    refundMode: list(params, 'refundMode', 4).filter((m): m is RefundMode =>
      (REFUND_MODES as readonly string[]).includes(m),
    ),
    reason: list(params, 'reason'),
    courier: list(params, 'courier').map((c) => c.slice(0, 50)),
    sort: oneOf(LIST_SORTS, params.get('sort'), DEFAULT_LIST_QUERY.sort),
    direction: oneOf(['asc', 'desc'] as const, params.get('direction'), DEFAULT_LIST_QUERY.direction),
  };
}

/** Writes a list's query string: status, page and dateFilter always, the rest only when set. */
export function writeListQuery(q: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('status', q.status);
  params.set('page', String(q.page));
  params.set('dateFilter', q.dateFilter);
  if (q.dateFilter === 'custom') {
    if (q.from) params.set('from', q.from);
    if (q.to) params.set('to', q.to);
  }
  if (q.search.trim()) params.set('search', q.search.trim());
  for (const t of q.tags) params.append('tags', t);
  for (const m of q.refundMode) params.append('refundMode', m);
  for (const r of q.reason) params.append('reason', r);
  for (const c of q.courier) params.append('courier', c);
  if (q.sort !== DEFAULT_LIST_QUERY.sort) params.set('sort', q.sort);
  if (q.direction !== DEFAULT_LIST_QUERY.direction) params.set('direction', q.direction);
  return params;
}

/** A filter changed: the list starts again at page 1. */
export function withFilters(q: ListQuery, patch: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  return { ...q, ...patch, page: 1 };
}

/** The filter part of a query, as the API and saved filters store it. */
export function toFilterFields(q: ListQuery, type?: RequestKind): RequestFilterFields {
  const fields: RequestFilterFields = { status: q.status, dateFilter: q.dateFilter };
  if (type) fields.type = type;
  if (q.dateFilter === 'custom') {
    if (q.from) fields.from = q.from;
    if (q.to) fields.to = q.to;
  }
  if (q.search.trim()) fields.search = q.search.trim();
  if (q.tags.length) fields.tags = q.tags;
  if (q.refundMode.length) fields.refundMode = q.refundMode;
  if (q.reason.length) fields.reason = q.reason;
  if (q.courier.length) fields.courier = q.courier;
  return fields;
}

/** The body of `POST return-exchange/v1/filter-list` (and of the neighbours call). */
export function toListBody(q: ListQuery, type?: RequestKind): FilterListBody {
  return {
    ...toFilterFields(q, type),
    page: q.page,
    limit: LIST_PAGE_SIZE,
    sort: q.sort,
    direction: q.direction,
  };
}

/** A saved filter applied: its fields replace the current filters, sort is kept, page 1. */
export function fromFilterFields(fields: RequestFilterFields, current: ListQuery): ListQuery {
  return {
    ...DEFAULT_LIST_QUERY,
    sort: current.sort,
    direction: current.direction,
    status: fields.status ?? DEFAULT_LIST_QUERY.status,
    dateFilter: fields.dateFilter ?? DEFAULT_LIST_QUERY.dateFilter,
    from: fields.from ?? '',
    to: fields.to ?? '',
    search: fields.search ?? '',
    tags: fields.tags ?? [],
    refundMode: fields.refundMode ?? [],
    reason: fields.reason ?? [],
    courier: fields.courier ?? [],
  };
}

/** True when two queries select the same rows (page and sort aside): marks the active saved filter. */
export function sameFilters(a: ListQuery, b: ListQuery): boolean {
  return writeFilterKey(a) === writeFilterKey(b);
}

function writeFilterKey(q: ListQuery): string {
  const p = writeListQuery({ ...q, page: 1, sort: 'created_at', direction: 'desc' });
  for (const name of ['tags', 'refundMode', 'reason', 'courier']) {
    const values = p.getAll(name).sort();
    p.delete(name);
    for (const v of values) p.append(name, v);
  }
  p.sort();
  return p.toString();
}

/** The list a request page came from: its path and query string, to go back and to find neighbours. */
/** What the admin calls each kind of request: one, and its list. */
export const KIND_WORDS: Record<RequestKind, { one: string; many: string }> = {
  return: { one: 'Return', many: 'Returns' },
  exchange: { one: 'Exchange', many: 'Exchanges' },
  cancellation: { one: 'Cancellation', many: 'Cancellations' },
};

export function listPath(type: RequestKind): string {
  return `/admin/${ADMIN_LIST_SEGMENTS[type]}`;
}
