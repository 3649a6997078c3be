import type { AnalyticsQuery } from '@roundtrip/core';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { refunds, requestItems, requests } from '../../db/schema';
import { asStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { type AnalyticsScope, analyticsScope } from './analytics-scope';

export type ExportKind = 'requests' | 'refunds' | 'items';
type Cell = string | number | boolean | null;

/** Rows per query: each batch is one short read, so a large export never holds a transaction open. */
const BATCH = 2_000;

const COLUMNS: Record<ExportKind, string[]> = {
  requests: [
    'request',
    'kind',
    'status',
    'created_at',
    'order',
    'customer_name',
    'customer_email',
    'method',
    'refund_mode',
    'currency',
    'requested_amount',
    'return_fee',
    'amount_due',
    'courier',
    'tracking_number',
    'tags',
    'needs_attention',
  ],
  refunds: ['request', 'mode', 'status', 'amount', 'currency', 'reference', 'created_at'],
  items: [
    'request',
    'request_created_at',
    'title',
    'variant',
    'sku',
    'reason',
    'requested_qty',
    'received_qty',
    'refunded_qty',
    'paid_amount',
  ],
};

type Cursor = { at: Date; id: string } | null;
type Batch = { rows: Cell[][]; next: Cursor };

/** Keyset: strictly after the last row sent, in (created_at, id) order. */
const after = (at: AnyColumn, id: AnyColumn, cursor: Cursor): SQL | undefined =>
  cursor ? sql`(${at}, ${id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;

async function requestBatch(deps: Deps, scope: AnalyticsScope, cursor: Cursor): Promise<Batch> {
  // Only the exported columns: a request row carries JSON (address, exchange products) the file never shows.
  const rows = await deps.db
    .select({
      id: requests.id,
      name: requests.name,
      kind: requests.kind,
      status: requests.status,
      createdAt: requests.createdAt,
      orderName: requests.orderName,
      customerName: requests.customerName,
      customerEmail: requests.customerEmail,
      method: requests.method,
      refundMode: requests.refundMode,
      currency: requests.currency,
      refundAmount: requests.refundAmount,
      returnFee: requests.returnFee,
      amountDue: requests.amountDue,
      courier: requests.courier,
      trackingNumber: requests.trackingNumber,
      tags: requests.tags,
      needsAttention: requests.needsAttention,
    })
    .from(requests)
    .where(
      and(
        eq(requests.storeId, scope.store.id),
        scope.inCurrent(requests.createdAt),
        after(requests.createdAt, requests.id, cursor),
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requests.id))
    .limit(BATCH);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => [
      r.name,
      r.kind,
      r.status,
      r.createdAt.toISOString(),
      r.orderName,
      r.customerName,
      r.customerEmail,
      r.method,
      r.refundMode,
      r.currency,
      r.refundAmount,
      r.returnFee,
      r.amountDue,
      r.courier,
      r.trackingNumber,
      r.tags.join(' '),
      r.needsAttention,
    ]),
    next: last && rows.length === BATCH ? { at: last.createdAt, id: last.id } : null,
  };
}

async function refundBatch(deps: Deps, scope: AnalyticsScope, cursor: Cursor): Promise<Batch> {
  const rows = await deps.db
    .select({ refund: refunds, request: requests.name })
    .from(refunds)
    .innerJoin(requests, eq(requests.id, refunds.requestId))
    .where(
      and(
        eq(refunds.storeId, scope.store.id),
        scope.inCurrent(refunds.createdAt),
        after(refunds.createdAt, refunds.id, cursor),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(BATCH);
  const last = rows.at(-1)?.refund;
  return {
    rows: rows.map(({ refund: f, request }) => [
      request,
      f.mode,
      f.status,
      f.amount,
      f.currency,
      f.reference,
      f.createdAt.toISOString(),
    ]),
    next: last && rows.length === BATCH ? { at: last.createdAt, id: last.id } : null,
  };
}

async function itemBatch(deps: Deps, scope: AnalyticsScope, cursor: Cursor): Promise<Batch> {
  const rows = await deps.db
    .select({ item: requestItems, request: requests.name, at: requests.createdAt })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(
      and(
        eq(requestItems.storeId, scope.store.id),
        scope.inCurrent(requests.createdAt),
        after(requests.createdAt, requestItems.id, cursor),
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requestItems.id))
    .limit(BATCH);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ item: i, request, at }) => [
      request,
      at.toISOString(),
      i.title,
      i.variantTitle,
      i.sku,
      i.reason,
      i.requestedQty,
      i.receivedQty,
      i.refundedQty,
      i.paidAmount,
    ]),
    next: last && rows.length === BATCH ? { at: last.at, id: last.item.id } : null,
  };
}

const BATCHES = { requests: requestBatch, refunds: refundBatch, items: itemBatch };

async function countRows(deps: Deps, scope: AnalyticsScope, kind: ExportKind): Promise<number> {
  const n = sql<number>`count(*)::int`;
  const [row] =
    kind === 'refunds'
      ? await deps.db
          .select({ n })
          .from(refunds)
          .where(and(eq(refunds.storeId, scope.store.id), scope.inCurrent(refunds.createdAt)))
      : kind === 'items'
        ? await deps.db
            .select({ n })
            .from(requestItems)
            .innerJoin(requests, eq(requests.id, requestItems.requestId))
            .where(and(eq(requestItems.storeId, scope.store.id), scope.inCurrent(requests.createdAt)))
        : await deps.db
            .select({ n })
            .from(requests)
            .where(and(eq(requests.storeId, scope.store.id), scope.inCurrent(requests.createdAt)));
  return row?.n ?? 0;
}

/**
 * An export: its header, its row count (sent first so the page shows progress) and its rows in
 * batches, each read behind the store's wall.
 */
export async function openExport(
  deps: Deps,
  auth: AuthContext,
  kind: ExportKind,
  query: AnalyticsQuery,
): Promise<{
  columns: string[];
  total: number;
  period: { from: string; to: string };
  rows: AsyncIterable<Cell[]>;
}> {
  const scope = await asStore(deps.db, auth.storeId, () => analyticsScope(deps, auth, query));
  const total = await asStore(deps.db, auth.storeId, () => countRows(deps, scope, kind));
  async function* rows(): AsyncIterable<Cell[]> {
    let cursor: Cursor = null;
    do {
      const batch = await asStore(deps.db, auth.storeId, () => BATCHES[kind](deps, scope, cursor));
      yield* batch.rows;
      cursor = batch.next;
    } while (cursor);
  }
  return { columns: COLUMNS[kind], total, period: scope.period, rows: rows() };
}
