import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGETS,
  type AuditLogEntry,
} from '@roundtrip/core';
import {
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  EmptyState,
  IndexTable,
  InlineGrid,
  Page,
  Pagination,
  Select,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { formatDate } from '../../lib/format-date';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditQueryOf,
  noFilters,
  useAuditLog,
  useTeamForFilter,
} from './use-audit-log';

const ACTION_OPTIONS = [
  { label: 'Any change', value: '' },
  ...AUDIT_ACTIONS.map((a) => ({ label: AUDIT_ACTION_LABELS[a], value: a })),
];
const TARGET_OPTIONS = [
  { label: 'Anything', value: '' },
  ...AUDIT_TARGETS.map((t) => ({ label: AUDIT_TARGET_LABELS[t], value: t })),
];

/** Who changed the lists, risk marks, team, API keys and policy (docs/lists-and-risk.md, "Audit log"). */
export default function AuditLogPage() {
  useDocumentTitle('Audit log');
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(1);
  const { errors, search } = auditQueryOf(filters, page);
  const { data, error, isLoading } = useAuditLog(search);
  const team = useTeamForFilter();
  const set = (patch: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);
  const docs = data?.docs ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const actorOptions = [
    { label: 'Anyone', value: '' },
    ...(team.data?.docs ?? []).map((m) => ({ label: m.name || m.email, value: m.id })),
  ];

  return (
    <Page
      title="Audit log"
      subtitle="Every change to the block and allow lists, risk marks, team, API keys and policy: who made it and when."
      backAction={{ content: 'Settings', url: '/admin/settings/general' }}
    >
      <BlockStack gap="400">
        <Card>
          <InlineGrid columns={{ xs: 1, sm: 2, md: 5 }} gap="300">
            <Select
              label="What"
              options={ACTION_OPTIONS}
              value={filters.action}
              onChange={(action) => set({ action })}
            />
            <Select
              label="Target"
              options={TARGET_OPTIONS}
              value={filters.target}
              onChange={(target) => set({ target })}
            />
            <Select
              label="Who"
              options={actorOptions}
              value={filters.actor}
              onChange={(actor) => set({ actor })}
            />
            <TextField
              label="From"
              type="date"
              autoComplete="off"
              value={filters.from}
              onChange={(from) => set({ from })}
              error={errors.from}
            />
            <TextField
              label="To"
              type="date"
              autoComplete="off"
              value={filters.to}
              onChange={(to) => set({ to })}
              error={errors.to}
            />
          </InlineGrid>
          {filtered && (
            <Box paddingBlockStart="300">
              <Button variant="plain" onClick={() => set(noFilters)}>
                Clear filters
              </Button>
            </Box>
          )}
        </Card>
        <Card padding="0">
          {error ? (
            <Banner tone="critical" title="The audit log could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : isLoading || search === null ? (
            <Box padding="400">
              <SkeletonBodyText lines={6} />
            </Box>
          ) : docs.length === 0 ? (
            <EmptyState heading={filtered ? 'No changes match these filters' : 'No changes yet'} image="">
              <p>
                {filtered
                  ? 'Try another member, action or range of days.'
                  : 'Changes to the lists, risk marks, team, API keys and policy appear here as they are made.'}
              </p>
            </EmptyState>
          ) : (
            <AuditTable docs={docs} />
          )}
        </Card>
        {docs.length > 0 && (
          <div style={{ display: 'flex', justifyContent: 'center', paddingBottom: 16 }}>
            <Pagination
              label={`Page ${page} of ${pages}`}
              hasPrevious={page > 1}
              onPrevious={() => setPage(page - 1)}
              hasNext={page < pages}
              onNext={() => setPage(page + 1)}
            />
          </div>
        )}
      </BlockStack>
    </Page>
  );
}

function AuditTable({ docs }: { docs: AuditLogEntry[] }) {
  return (
    <IndexTable
      resourceName={{ singular: 'change', plural: 'changes' }}
      itemCount={docs.length}
      selectable={false}
      headings={[
        { title: 'When' },
        { title: 'Who' },
        { title: 'What' },
        { title: 'Target' },
        { title: 'Reason' },
      ]}
    >
      {docs.map((e, i) => (
        <IndexTable.Row id={e.id} key={e.id} position={i}>
          <IndexTable.Cell>{formatDate(e.created_at, true)}</IndexTable.Cell>
          <IndexTable.Cell>{e.actor.label}</IndexTable.Cell>
          <IndexTable.Cell>
            <Text as="span" fontWeight="semibold">
              {AUDIT_ACTION_LABELS[e.action]}
            </Text>
          </IndexTable.Cell>
          <IndexTable.Cell>{e.target_label}</IndexTable.Cell>
          <IndexTable.Cell>
            <BlockStack gap="050">
              {e.reason && <Text as="span">{e.reason}</Text>}
              {e.change && (
                <Text as="span" tone="subdued">
                  {e.change}
                </Text>
              )}
            </BlockStack>
          </IndexTable.Cell>
        </IndexTable.Row>
      ))}
    </IndexTable>
  );
}
