import type { RequestDetailResponse } from '@roundtrip/core';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { expectStatus, merchant } from '../test/request-setup';
import { dbKinds } from '../test/test-db';
import { queryRows } from './client';
import { type JsonRow, jsonRowsOf, rowsFromJson } from './json-rows';
import { refunds, requestEvents, requestItems, requestMedia, requests } from './schema';

/** The request's tables the shopper's view reads through JSON sub-selects (`requestDetails`). */
const CHILDREN: [string, PgTable, AnyPgColumn][] = [
  ['request_items', requestItems, requestItems.requestId],
  ['request_events', requestEvents, requestEvents.requestId],
  ['request_media', requestMedia, requestMedia.requestId],
  ['refunds', refunds, refunds.requestId],
];

describe.each(dbKinds)('request rows written as JSON on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('read back exactly as drizzle reads them, money to its last digit', async () => {
    const m = await merchant(t);
    // A row in every table: a photo, and a refund made after approval, receipt and inspection.
    const r = await m.request({ refundMode: 'store_credit', photos: ['tag.jpg'], status: 'received' });
    const path = `return-exchange/v1/${r.id}`;
    const [item] = (await m.call('GET', `${path}/common`)).json<RequestDetailResponse>().items;
    expectStatus(
      await m.call('POST', `${path}/inspect`, { items: [{ item_id: item?.id, restock: 1 }] }),
      200,
    );
    expectStatus(await m.call('POST', `${path}/refund`, { mode: 'store_credit' }), 200);
    const db = t.database.db;
    // Trailing zeros and more digits than a double holds: a JSON number would lose both.
    await db
      .update(requestItems)
      .set({ paidAmount: '10.500', refundAmount: '12345678901234567.891' })
      .where(eq(requestItems.requestId, r.id));
    for (const [name, table, requestId] of CHILDREN) {
      const byDrizzle = await db.select().from(table).where(eq(requestId, r.id)).orderBy(sql`${table}::text`);
      const [json] = await queryRows<{ rows: JsonRow[] }>(
        db,
        sql`select ${jsonRowsOf(table, sql`c.request_id = ${requests}.id`, sql`order by c::text`)} as rows
          from ${requests} where ${requests}.id = ${r.id}`,
      );
      expect(byDrizzle.length, name).toBeGreaterThan(0);
      expect(rowsFromJson(table, json?.rows ?? []), name).toEqual(byDrizzle);
    }
    const [row] = await db.select().from(requestItems).where(eq(requestItems.requestId, r.id));
    expect([row?.paidAmount, row?.refundAmount]).toEqual(['10.500', '12345678901234567.891']);
  });
});
