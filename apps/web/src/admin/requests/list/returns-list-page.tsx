import type { BulkActionBody, RequestKind } from '@roundtrip/core';
import { Banner, BlockStack, Box, Card, Layout, List, Page, Text } from '@shopify/polaris';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorToastMessage } from '../../../lib/http';
import { useAllowed } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toasts';
import { ScrollingTabs } from '../../frame/scrolling-tabs';
import { TitleBar } from '../../frame/title-bar';
import { useDocumentTitle } from '../../frame/use-document-title';
import { KIND_WORDS, type ListQuery, readListQuery, writeListQuery } from '../list-query';
import { LIST_STATUS_LABELS } from '../request-format';
import { useBulkAction, useFilterOptions, useRequestList, useStoreTags } from '../use-requests';
import { BulkActionModal, type BulkRequest } from './bulk-action-modal';
import { type BulkSummary, summarizeBulk } from './bulk-summary';
import { ListFilters } from './list-filters';
import { statusTabs } from './list-tabs';
import { RequestsTable, totalLabel } from './requests-table';
import { SavedFiltersBar } from './saved-filters-bar';

/** The page title's inset, for what sits outside a card on a phone (Polaris cards run edge to edge there). */
const PHONE_INSET = { xs: '400', sm: '0' } as const;

/** `/admin/returns` and `/admin/exchanges`: the list reads and writes its query string. */
export function RequestsListPage({ type }: { type: RequestKind }) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const search = writeListQuery(query).toString();
  // A bare `/admin/returns` shows the default list and says so in the address bar.
  useEffect(() => {
    if (params.toString() !== search) setParams(search, { replace: true });
  }, [params, search, setParams]);
  const setQuery = useCallback((q: ListQuery) => setParams(writeListQuery(q)), [setParams]);

  const list = useRequestList(type, query);
  const options = useFilterOptions();
  const tags = useStoreTags();
  const bulk = useBulkAction();
  const [bulkRequest, setBulkRequest] = useState<BulkRequest | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [clearSignal, setClearSignal] = useState(0);
  const navigate = useNavigate();
  const makesRequests = useAllowed('request.edit');

  const statuses = statusTabs(type, query.status);
  const tabs = statuses.map((s) => ({ id: `status-${s}`, content: LIST_STATUS_LABELS[s] }));
  const title = KIND_WORDS[type].many;
  const total = list.data ? totalLabel(list.data, type) : undefined;
  useDocumentTitle(title);

  const runBulk = (body: BulkActionBody) => {
    const names = Object.fromEntries((list.data?.docs ?? []).map((r) => [r.id, r.name]));
    bulk.mutate(body, {
      onSuccess: (res) => {
        setSummary(summarizeBulk(body.action, res, names));
        setBulkRequest(null);
        setClearSignal((n) => n + 1);
      },
      onError: (e) => showErrorToast(e),
    });
  };

  return (
    <Page title={title} subtitle={total} fullWidth>
      <TitleBar
        title={title}
        primary={
          makesRequests
            ? { content: 'Create request', onAction: () => navigate('/admin/returns/new') }
            : undefined
        }
      />
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {summary ? (
              <Banner tone={summary.tone} title={summary.title} onDismiss={() => setSummary(null)}>
                <List type="bullet">
                  {summary.rows.map((r) => (
                    <List.Item key={r.id}>{`${r.name}: ${r.ok ? '' : 'not done. '}${r.message}`}</List.Item>
                  ))}
                </List>
              </Banner>
            ) : null}
            {list.error ? (
              <Banner tone="critical" title={`${title} could not be loaded`}>
                {errorToastMessage(list.error)}
              </Banner>
            ) : null}
            <Box paddingInline={PHONE_INSET}>
              <SavedFiltersBar type={type} query={query} onApply={setQuery} />
            </Box>
            <Card padding="0">
              <ScrollingTabs
                label={`${title} by status`}
                tabs={tabs}
                selected={statuses.indexOf(query.status)}
                onSelect={(i) => setQuery({ ...query, status: statuses[i] ?? 'active', page: 1 })}
              />
              <ListFilters query={query} options={options.data} onChange={setQuery} />
              <RequestsTable
                type={type}
                data={list.data}
                loading={list.isFetching}
                query={query}
                search={search}
                onPage={(page) => setQuery({ ...query, page })}
                onSort={(sort, direction) => setQuery({ ...query, sort, direction, page: 1 })}
                onBulk={(action, ids) => setBulkRequest({ action, ids })}
                clearSignal={clearSignal}
              />
            </Card>
            <Box paddingInline={PHONE_INSET}>
              <Text as="p" tone="subdued" variant="bodySm">
                Press ? for keyboard shortcuts.
              </Text>
            </Box>
          </BlockStack>
        </Layout.Section>
      </Layout>
      <BulkActionModal
        request={bulkRequest}
        busy={bulk.isPending}
        tags={tags.data?.tags ?? []}
        onClose={() => setBulkRequest(null)}
        onSubmit={runBulk}
      />
    </Page>
  );
}

export default function ReturnsListPage() {
  return <RequestsListPage type="return" />;
}
