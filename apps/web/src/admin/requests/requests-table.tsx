import type { FilterListResponse, RequestKind } from '@roundtrip/core';
import {
  Badge,
  EmptyState,
  IndexTable,
  InlineStack,
  Link,
  Text,
  Thumbnail,
  useIndexResourceState,
} from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useEffect } from 'react';
import type { ListQuery, ListSort } from './list-query';
import {
  ageLabel,
  ageTone,
  formatDate,
  money,
  refundModeLabel,
  statusLabel,
  statusTone,
} from './request-format';

type Props = {
  type: RequestKind;
  data: FilterListResponse | undefined;
  loading: boolean;
  query: ListQuery;
  /** Query string of the list, carried to the request page for next/previous and the way back. */
  search: string;
  onPage: (page: number) => void;
  onSort: (sort: ListSort, direction: 'asc' | 'desc') => void;
  onBulk: (action: 'approve' | 'receive' | 'archive' | 'add_tag', ids: string[]) => void;
  /** Bumped after a bulk action so the selection clears. */
  clearSignal: number;
};

const HEADINGS = [
  'Request',
  'Order',
  'Customer',
  'Items',
  'Requested amount',
  'Refund mode',
  'Status',
  'Tags',
  'Age',
  'Created',
] as const;
/** Sortable headings and the API sort each stands for. */
const SORT_OF: Partial<Record<number, ListSort>> = {
  1: 'order_name',
  4: 'requested_amount',
  6: 'status',
  9: 'created_at',
};

export function RequestsTable({
  type,
  data,
  loading,
  query,
  search,
  onPage,
  onSort,
  onBulk,
  clearSignal,
}: Props) {
  const rows = data?.docs ?? [];
  const { selectedResources, allResourcesSelected, handleSelectionChange, clearSelection } =
    useIndexResourceState(rows);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear on a new page or after a bulk action
  useEffect(() => clearSelection(), [clearSignal, query.page, query.status, clearSelection]);
  const noun = type === 'return' ? 'return' : 'exchange';
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.limit ?? 25)));
  const sortIndex = Number(Object.entries(SORT_OF).find(([, s]) => s === query.sort)?.[0] ?? 9);
  const bulk = (action: 'approve' | 'receive' | 'archive' | 'add_tag') => () =>
    onBulk(action, selectedResources);
  const base = type === 'return' ? '/admin/returns' : '/admin/exchanges';

  return (
    <IndexTable
      resourceName={{ singular: noun, plural: `${noun}s` }}
      itemCount={rows.length}
      loading={loading}
      selectedItemsCount={allResourcesSelected ? 'All' : selectedResources.length}
      onSelectionChange={handleSelectionChange}
      headings={HEADINGS.map((title) => ({ title })) as never}
      sortable={HEADINGS.map((_, i) => i in SORT_OF)}
      sortColumnIndex={sortIndex}
      sortDirection={query.direction === 'asc' ? 'ascending' : 'descending'}
      onSort={(index, direction) => {
        const sort = SORT_OF[index];
        if (sort) onSort(sort, direction === 'ascending' ? 'asc' : 'desc');
      }}
      promotedBulkActions={[
        { content: 'Approve', onAction: bulk('approve') },
        { content: 'Mark received', onAction: bulk('receive') },
        { content: 'Archive', onAction: bulk('archive') },
      ]}
      bulkActions={[{ content: 'Add tag', onAction: bulk('add_tag') }]}
      emptyState={
        <EmptyState heading={`No ${noun}s match these filters`} image="">
          <p>Try another status or date range, or clear the search.</p>
        </EmptyState>
      }
      pagination={{
        hasPrevious: query.page > 1,
        hasNext: query.page < pages,
        onPrevious: () => onPage(query.page - 1),
        onNext: () => onPage(query.page + 1),
        label: total ? `Page ${query.page} of ${pages} · ${total} ${noun}s` : undefined,
      }}
    >
      {rows.map((r, index) => (
        <IndexTable.Row id={r.id} key={r.id} position={index} selected={selectedResources.includes(r.id)}>
          <IndexTable.Cell>
            <Link url={`${base}/${r.id}?${search}`} dataPrimaryLink removeUnderline monochrome>
              <Text as="span" fontWeight="semibold">
                {r.name}
              </Text>
            </Link>
          </IndexTable.Cell>
          <IndexTable.Cell>{r.order_name}</IndexTable.Cell>
          <IndexTable.Cell>
            <Text as="span">{r.customer_name || r.customer_email || '—'}</Text>
            <Text as="p" tone="subdued" variant="bodySm">
              {r.customer_email || r.customer_phone}
            </Text>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <InlineStack gap="200" blockAlign="center" wrap={false}>
              <Thumbnail size="small" alt="" source={r.items[0]?.image_url || ImageIcon} />
              <div>
                <Text as="span">{r.items[0]?.title ?? '—'}</Text>
                <Text as="p" tone="subdued" variant="bodySm">
                  {r.items_count === 1 ? '1 unit' : `${r.items_count} units`}
                  {r.items.length > 1 ? ` · ${r.items.length} products` : ''}
                </Text>
              </div>
            </InlineStack>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <Text as="span" alignment="end" numeric>
              {money(r.requested_amount, r.currency)}
            </Text>
          </IndexTable.Cell>
          <IndexTable.Cell>{refundModeLabel(r.refund_mode)}</IndexTable.Cell>
          <IndexTable.Cell>
            <InlineStack gap="100" wrap={false}>
              <Badge tone={statusTone(r.status)}>{statusLabel(r.status)}</Badge>
              {r.needs_attention ? <Badge tone="critical">Needs attention</Badge> : null}
            </InlineStack>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <InlineStack gap="100">
              {r.tags.map((t) => (
                <Badge key={t}>{t}</Badge>
              ))}
            </InlineStack>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <Badge tone={ageTone(r.age_days)}>{ageLabel(r.age_days)}</Badge>
          </IndexTable.Cell>
          <IndexTable.Cell>{formatDate(r.created_at)}</IndexTable.Cell>
        </IndexTable.Row>
      ))}
    </IndexTable>
  );
}
