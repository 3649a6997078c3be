import type { RequestKind } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Card,
  Layout,
  Page,
  SkeletonBodyText,
  SkeletonPage,
} from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/format-date';
import { errorToastMessage, isHttpError } from '../../../lib/http';
import { LabelCard } from '../../couriers/label-card';
import { DamagePanel } from '../../damage/damage-panel';
import { TitleBar } from '../../frame/title-bar';
import { useDocumentTitle } from '../../frame/use-document-title';
import { lockedBy, needsPermission } from '../../permission-texts';
import { refundingAgain } from '../actions/refund-methods';
import { ACTION_LABELS, ActionDialog, type PageAction, splitActions } from '../actions/request-actions';
import { useRequestHotkeys } from '../actions/use-request-hotkeys';
import { useRunAction } from '../actions/use-run-action';
import { KIND_WORDS, listPath, readListQuery, writeListQuery } from '../list-query';
import { statusLabel, statusTone } from '../request-format';
import { useNeighbours, useRequestDetail } from '../use-requests';
import { AttentionBanner } from './attention-banner';
import { CommentsCard } from './comments-card';
import { CustomerCard } from './customer-card';
import { CustomerEmailsCard } from './customer-emails-card';
import { LogsCard } from './logs-card';
import { NotesCard } from './notes-card';
import { OrderCard } from './order-card';
import { PriceCard } from './price-card';
import { RequestItemsCard } from './request-items-card';
import { ReshipCard } from './reship-card';
import { RiskCard } from './risk-card';
import { TagsCard } from './tags-card';
import { TimelineCard } from './timeline-card';

const SOURCE = {
  portal: 'the return portal',
  merchant: 'the dashboard',
  api: 'the API',
  shopify: 'Shopify customer accounts',
} as const;

/** `/admin/returns/:id` and `/admin/exchanges/:id`; the query string is the list it was opened from. */
export function RequestPage({ type }: { type: RequestKind }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readListQuery(params), [params]);
  const search = writeListQuery(query).toString();
  const detail = useRequestDetail(id);
  const neighbours = useNeighbours(id, type, query);
  const { run, busy, conflict, clearConflict } = useRunAction(id);
  const [dialog, setDialog] = useState<PageAction | null>(null);

  const r = detail.data;
  useDocumentTitle(r ? `${KIND_WORDS[r.kind].one} ${r.name}` : KIND_WORDS[type].one);
  const allowed = r?.allowed_actions ?? [];
  const back = `${listPath(type)}?${search}`;
  const go = (other: string | null | undefined) => {
    if (!other) return;
    clearConflict();
    navigate(`${listPath(type)}/${other}?${search}`);
  };
  const open = (a: PageAction) => (allowed.includes(a) ? () => setDialog(a) : undefined);
  useRequestHotkeys({
    approve: open('approve'),
    reject: open('reject'),
    next: neighbours.data?.next_id ? () => go(neighbours.data?.next_id) : undefined,
    previous: neighbours.data?.previous_id ? () => go(neighbours.data?.previous_id) : undefined,
  });

  const noun = KIND_WORDS[type].many;
  if (detail.error) {
    const missing = isHttpError(detail.error) && detail.error.status === 404;
    return (
      <Page title={missing ? 'Request not found' : 'Request'} backAction={{ content: noun, url: back }}>
        <Banner
          tone="critical"
          title={missing ? 'This request does not exist in your store' : 'The request could not be loaded'}
        >
          {errorToastMessage(detail.error)}
        </Banner>
      </Page>
    );
  }
  if (!r) {
    return (
      <SkeletonPage backAction primaryAction>
        <Card>
          <SkeletonBodyText lines={8} />
        </Card>
      </SkeletonPage>
    );
  }

  const { primary, secondary } = splitActions(allowed);
  const kind = KIND_WORDS[r.kind].one;
  const primaryContent =
    primary && (primary === 'refund' && refundingAgain(r) ? 'Refund another way' : ACTION_LABELS[primary]);
  return (
    <Page
      backAction={{ content: noun, url: back }}
      title={`${kind} ${r.name}`}
      titleMetadata={
        <span
          role="status"
          aria-label={`Status: ${statusLabel(r.shown_status)}${r.needs_attention ? ', needs attention' : ''}`}
          style={{ display: 'inline-flex', gap: 'var(--p-space-100)' }}
        >
          <Badge tone={statusTone(r.shown_status)}>{statusLabel(r.shown_status)}</Badge>
          {r.needs_attention ? <Badge tone="critical">Needs attention</Badge> : null}
          {r.archived && r.status !== 'archived' ? <Badge>Archived</Badge> : null}
        </span>
      }
      subtitle={`Order ${r.order.name} · created ${formatDate(r.created_at, true)} from ${SOURCE[r.source]}`}
      primaryAction={
        primary && primaryContent
          ? {
              content: primaryContent,
              onAction: () => setDialog(primary),
              loading: busy && dialog === null,
            }
          : undefined
      }
      secondaryActions={[
        ...secondary.map((a) => ({
          content: ACTION_LABELS[a],
          destructive: a === 'reject' || a === 'cancel',
          onAction: () => setDialog(a),
        })),
        // What the request allows but the member may not do: shown disabled, naming the permission.
        ...r.blocked_actions.map((b) => ({
          content: ACTION_LABELS[b.action],
          onAction: () => undefined,
          ...lockedBy(ACTION_LABELS[b.action], needsPermission(b.permission)),
        })),
      ]}
      pagination={{
        hasPrevious: Boolean(neighbours.data?.previous_id),
        hasNext: Boolean(neighbours.data?.next_id),
        onPrevious: () => go(neighbours.data?.previous_id),
        onNext: () => go(neighbours.data?.next_id),
        previousTooltip: 'Previous request (p)',
        nextTooltip: 'Next request (n)',
      }}
    >
      <TitleBar
        title={`${kind} ${r.name}`}
        primary={
          primary && primaryContent
            ? { content: primaryContent, onAction: () => setDialog(primary), disabled: busy }
            : undefined
        }
      />
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {conflict ? (
              <Banner tone="warning" title="Someone else changed this request" onDismiss={clearConflict}>
                {`${conflict}. The page now shows its current state.`}
              </Banner>
            ) : null}
            <AttentionBanner
              request={r}
              onRetry={() => setDialog('retry')}
              retrying={busy && dialog === 'retry'}
              onRefundAgain={() => setDialog('refund')}
            />
            <RequestItemsCard request={r} />
            <PriceCard request={r} />
            <DamagePanel requestId={r.id} />
            <TimelineCard request={r} />
            <CustomerEmailsCard request={r} />
            <CommentsCard request={r} />
            <LogsCard request={r} />
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <BlockStack gap="400">
            <CustomerCard request={r} run={run} />
            <OrderCard request={r} />
            <RiskCard request={r} />
            <LabelCard request={r} />
            <TagsCard request={r} />
            <NotesCard request={r} run={run} />
            <ReshipCard request={r} />
          </BlockStack>
        </Layout.Section>
      </Layout>
      {dialog ? (
        <ActionDialog key={dialog} action={dialog} request={r} run={run} onClose={() => setDialog(null)} />
      ) : null}
    </Page>
  );
}

export default function ReturnRequestPage() {
  return <RequestPage type="return" />;
}
