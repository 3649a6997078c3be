import {
  DATE_FILTERS,
  type DateFilter,
  type FilterOptionsResponse,
  REFUND_MODES,
  type RefundMode,
} from '@roundtrip/core';
import { BlockStack, ChoiceList, Filters, InlineStack, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { DEFAULT_LIST_QUERY, type ListQuery, withFilters } from '../list-query';
import { COURIER_LABELS, courierLabel, DATE_FILTER_LABELS, refundModeLabel } from '../request-format';

type Props = {
  query: ListQuery;
  options: FilterOptionsResponse | undefined;
  onChange: (q: ListQuery) => void;
};

const SEARCH_DELAY_MS = 350;
/** Clear widens the list to every date, not back to the default week. */
const CLEARED_FILTERS: ListQuery = { ...DEFAULT_LIST_QUERY, dateFilter: 'all' };

function dateLabel(q: ListQuery): string {
  if (q.dateFilter !== 'custom') return `Created: ${DATE_FILTER_LABELS[q.dateFilter]}`;
  return `Created: ${q.from || '…'} to ${q.to || '…'}`;
}

/** Search (order name, customer name, email or phone) and the filters of filter-list. */
export function ListFilters({ query, options, onChange }: Props) {
  const [search, setSearch] = useState(query.search);
  // A link or a saved filter changes the query from outside: show its search text.
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search.trim() === query.search.trim()) return;
    const timer = setTimeout(() => onChange(withFilters(query, { search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, onChange]);

  const set = (patch: Partial<Omit<ListQuery, 'page'>>) => onChange(withFilters(query, patch));
  const couriers = [...new Set([...(options?.couriers ?? []), ...Object.keys(COURIER_LABELS)])];
  const multi = (
    key: 'tags' | 'refundMode' | 'reason' | 'courier',
    title: string,
    choices: { label: string; value: string }[],
  ) => (
    <ChoiceList
      title={title}
      titleHidden
      allowMultiple
      choices={choices}
      selected={query[key]}
      onChange={(selected) => set({ [key]: selected })}
    />
  );

  const filters = [
    {
      key: 'dateFilter',
      label: 'Created',
      pinned: true,
      filter: (
        <BlockStack gap="200">
          <ChoiceList
            title="Created"
            titleHidden
            choices={DATE_FILTERS.map((d) => ({ label: DATE_FILTER_LABELS[d], value: d }))}
            selected={[query.dateFilter]}
            onChange={([d]) => set({ dateFilter: (d ?? 'last_week') as DateFilter })}
          />
          {query.dateFilter === 'custom' ? (
            <InlineStack gap="200" wrap={false}>
              <TextField
                label="From"
                type="date"
                autoComplete="off"
                value={query.from}
                onChange={(from) => set({ from })}
              />
              <TextField
                label="To"
                type="date"
                autoComplete="off"
                value={query.to}
                onChange={(to) => set({ to })}
              />
            </InlineStack>
          ) : null}
        </BlockStack>
      ),
    },
    {
      key: 'refundMode',
      label: 'Refund mode',
      pinned: true,
      filter: multi(
        'refundMode',
        'Refund mode',
        (options?.refund_modes ?? [...REFUND_MODES]).map((m) => ({ label: refundModeLabel(m), value: m })),
      ),
    },
    {
      key: 'tags',
      label: 'Tags',
      pinned: true,
      filter: multi(
        'tags',
        'Tags',
        [...new Set([...(options?.tags ?? []), ...query.tags])].map((t) => ({ label: t, value: t })),
      ),
    },
    {
      key: 'reason',
      label: 'Reason',
      filter: multi(
        'reason',
        'Reason',
        [...new Set([...(options?.reasons ?? []), ...query.reason])].map((r) => ({ label: r, value: r })),
      ),
    },
    {
      key: 'courier',
      label: 'Courier',
      filter: multi(
        'courier',
        'Courier',
        couriers.map((c) => ({ label: courierLabel(c), value: c })),
      ),
    },
  ];

  // Every filter that narrows the list is a chip, the default "Last 7 days" included (it stays the
  // default); removing the date chip widens the list to any time.
  const applied = [];
  if (query.dateFilter !== 'all')
    applied.push({ key: 'dateFilter', label: dateLabel(query), onRemove: () => set({ dateFilter: 'all' }) });
  if (query.refundMode.length)
    applied.push({
      key: 'refundMode',
      label: `Refund mode: ${query.refundMode.map((m) => refundModeLabel(m as RefundMode)).join(', ')}`,
      onRemove: () => set({ refundMode: [] }),
    });
  if (query.tags.length)
    applied.push({ key: 'tags', label: `Tags: ${query.tags.join(', ')}`, onRemove: () => set({ tags: [] }) });
  if (query.reason.length)
    applied.push({
      key: 'reason',
      label: `Reason: ${query.reason.join(', ')}`,
      onRemove: () => set({ reason: [] }),
    });
  if (query.courier.length)
    applied.push({
      key: 'courier',
      label: `Courier: ${query.courier.map(courierLabel).join(', ')}`,
      onRemove: () => set({ courier: [] }),
    });

  return (
    <Filters
      queryValue={search}
      queryPlaceholder="Search by order, customer name, email or phone"
      filters={filters}
      appliedFilters={applied}
      onQueryChange={setSearch}
      onQueryClear={() => {
        setSearch('');
        set({ search: '' });
      }}
      onClearAll={() => {
        setSearch('');
        onChange({ ...CLEARED_FILTERS, status: query.status, sort: query.sort, direction: query.direction });
      }}
    />
  );
}
