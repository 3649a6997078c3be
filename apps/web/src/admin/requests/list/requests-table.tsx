import { countLabel, type FilterListResponse, type RequestKind } from '@roundtrip/core';
import {
  Badge,
  BlockStack,
  EmptyState,
  IndexTable,
  InlineStack,
  Link,
  Text,
  useBreakpoints,
  useIndexResourceState,
} from '@shopify/polaris';
import { useEffect } from 'react';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { usePermission } from '../../permission-texts';
import { KIND_WORDS, type ListQuery, type ListSort, listPath } from '../list-query';
import { ageLabel, ageTone, refundModeLabel, statusLabel, statusTone } from '../request-format';

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

// Six columns fit a 1024 px window beside the navigation (the order sits under the request name, long
// names and titles are cut); the status comes right after the request name, so it stays in view even
// on a narrower window where the table scrolls.
const HEADINGS = ['Request', 'Status', 'Customer', 'Items', 'Amount', 'Created'] as const;
/** Sortable headings and the API sort each stands for. */
const SORT_OF: Partial<Record<number, ListSort>> = {
  0: 'order_name',
  1: 'status',
  4: 'requested_amount',
  5: 'created_at',
};

/** "1,234 returns", or "10,000+ returns" when the count stopped at its cap. */
export function totalLabel(data: Pick<FilterListResponse, 'total' | 'total_capped'>, noun: string): string {
  return data.total_capped ? `${data.total.toLocaleString('en-US')}+ ${noun}s` : countLabel(data.total, noun);
}

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
  const noun = KIND_WORDS[type].one.toLowerCase();
  const total = data?.total ?? 0;
  // A capped count knows a lower bound of the pages only: the current page is never past the last.
  const pages = Math.max(1, Math.ceil(total / (data?.limit ?? 25)), data?.total_capped ? query.page : 1);
  // On a phone each request is one row of stacked key facts, not a table cut at the screen's edge.
  const { smDown: condensed } = useBreakpoints();
  const sortIndex = Number(Object.entries(SORT_OF).find(([, s]) => s === query.sort)?.[0] ?? 5);
  const bulk = (action: 'approve' | 'receive' | 'archive' | 'add_tag') => () =>
    onBulk(action, selectedResources);
  const base = listPath(type);
  const approve = usePermission('request.approve');
  const receive = usePermission('request.receive');
  const archive = usePermission('request.archive');
  const tag = usePermission('request.edit');
  // Shown disabled to a member without the permission, its name in words (a bulk action has no tooltip).
  const action = (content: string, run: () => void, hint: string | undefined) => ({
    content,
    onAction: run,
    ...(hint ? { disabled: true, accessibilityLabel: `${content}: ${hint}` } : {}),
  });

  return (
    <IndexTable
      condensed={condensed}
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
        action('Approve', bulk('approve'), approve.hint),
        action('Mark received', bulk('receive'), receive.hint),
        action('Archive', bulk('archive'), archive.hint),
      ]}
      bulkActions={[action('Add tag', bulk('add_tag'), tag.hint)]}
      emptyState={
        <EmptyState heading={`No ${noun}s match these filters`} image="">
          <p>Try another status or date range, or clear the search.</p>
        </EmptyState>
      }
      pagination={{
        hasPrevious: query.page > 1,
        // Past a capped count there are more pages than the count shows.
        hasNext: query.page < pages || (data?.total_capped ?? false),
        onPrevious: () => onPage(query.page - 1),
        onNext: () => onPage(query.page + 1),
        label:
          data && total
            ? `Page ${query.page} of ${pages}${data.total_capped ? '+' : ''} · ${totalLabel(data, noun)}`
            : undefined,
      }}
    >
      {rows.map((r, index) =>
        condensed ? (
          <IndexTable.Row id={r.id} key={r.id} position={index} selected={selectedResources.includes(r.id)}>
            <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', minWidth: 0 }}>
              <BlockStack gap="100">
                <InlineStack align="space-between" blockAlign="center" gap="200">
                  <Link url={`${base}/${r.id}?${search}`} dataPrimaryLink removeUnderline monochrome>
                    <Text as="span" fontWeight="semibold">
                      {r.name}
                    </Text>
                  </Link>
                  <Text as="span" numeric>
                    {formatAmount(r.requested_amount, r.currency)}
                  </Text>
                </InlineStack>
                <InlineStack gap="100">
                  <Badge tone={statusTone(r.shown_status)}>{statusLabel(r.shown_status)}</Badge>
                  {r.needs_attention ? <Badge tone="critical">Needs attention</Badge> : null}
                </InlineStack>
                <Text as="p" tone="subdued" variant="bodySm" breakWord>
                  {`${r.customer_name || r.customer_email || '—'} · ${r.items[0]?.title ?? '—'} · ${formatDate(r.created_at)}`}
                </Text>
              </BlockStack>
            </div>
          </IndexTable.Row>
        ) : (
          <IndexTable.Row id={r.id} key={r.id} position={index} selected={selectedResources.includes(r.id)}>
            <IndexTable.Cell>
              <Link url={`${base}/${r.id}?${search}`} dataPrimaryLink removeUnderline monochrome>
                <Text as="span" fontWeight="semibold">
                  {r.name}
                </Text>
              </Link>
              <Text as="p" tone="subdued" variant="bodySm">
                {r.order_name}
              </Text>
              {r.tags.length ? (
                <InlineStack gap="100">
                  {r.tags.map((t) => (
                    <Badge key={t}>{t}</Badge>
                  ))}
                </InlineStack>
              ) : null}
            </IndexTable.Cell>
            <IndexTable.Cell>
              <InlineStack gap="100" wrap={false}>
                <Badge tone={statusTone(r.shown_status)}>{statusLabel(r.shown_status)}</Badge>
                {r.needs_attention ? <Badge tone="critical">Needs attention</Badge> : null}
              </InlineStack>
            </IndexTable.Cell>
            <IndexTable.Cell>
              <div style={{ maxWidth: '8rem' }}>
                <Text as="span" truncate>
                  {r.customer_name || r.customer_email || '—'}
                </Text>
                <Text as="p" tone="subdued" variant="bodySm" truncate>
                  {r.customer_email || r.customer_phone}
                </Text>
              </div>
            </IndexTable.Cell>
            <IndexTable.Cell>
              <div style={{ maxWidth: '9rem' }}>
                <Text as="p" truncate>
                  {r.items[0]?.title ?? '—'}
                </Text>
                <Text as="p" tone="subdued" variant="bodySm">
                  {countLabel(r.items_count, 'unit')}
                  {r.items.length > 1 ? ` · ${countLabel(r.items.length, 'product')}` : ''}
                </Text>
              </div>
            </IndexTable.Cell>
            <IndexTable.Cell>
              <Text as="span" alignment="end" numeric>
                {formatAmount(r.requested_amount, r.currency)}
              </Text>
              <div style={{ maxWidth: '7rem', marginInlineStart: 'auto', whiteSpace: 'normal' }}>
                <Text as="p" tone="subdued" variant="bodySm" alignment="end">
                  {refundModeLabel(r.refund_mode)}
                </Text>
              </div>
            </IndexTable.Cell>
            <IndexTable.Cell>
              <Text as="span">{formatDate(r.created_at)}</Text>
              <Badge tone={ageTone(r.age_days)}>{ageLabel(r.age_days)}</Badge>
            </IndexTable.Cell>
          </IndexTable.Row>
        ),
      )}
    </IndexTable>
  );
}
