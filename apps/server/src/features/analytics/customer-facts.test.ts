import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { refreshDirtyDays } from './refresh-rollups';

/** The migration's build of every clean day's facts from the requests: written apart from the rollup's SQL. */
const buildFromRequests = readFileSync(
  new URL('../../db/migrations/0063_customer_facts.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1);

const rollUp = async (db: Db) => {
  for (let more = true; more; ) more = (await refreshDirtyDays(db)).more;
};

const factRows = (db: Db) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select store_id, email, to_char(day, 'YYYY-MM-DD') as day, requests, returns, exchanges, items,
        returned_value::text as returned_value, name
      from analytics_customer_facts order by store_id, email, day`,
  );

/**
 * The customers' facts the rollup keeps (analytics_customer_facts) against the same facts built from the
 * requests at once: after a first build and after changes that move a customer's request to another day
 * or address, delete one, reject one, rename one and change items, so a row whose requests left its day
 * goes too (the page's figures are read from these rows: customer-reports.routes.test.ts).
 */
describe.each(dbKinds)('customer facts on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('are what the requests give, day by day, after changes too', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    if (!buildFromRequests?.includes('INSERT INTO analytics_customer_facts')) throw new Error('no build');
    for (const domain of ['facts.myshopify.com', 'other-facts.myshopify.com']) {
      const m = await merchant(t, { domain });
      await seedRequestHistory(db, {
        storeId: m.store.id,
        count: 300,
        days: 20,
        now: t.clock.read(),
        currency: 'INR',
      });
      // Few customers, so a customer has several requests a day, in any case.
      await db.execute(sql`update requests set customer_email = (array['Ana', 'ana', 'Bo'])[1 + abs(hashtext(id::text)) % 3]
          || (abs(hashtext(name)) % 7) || '@Example.com'
        where store_id = ${m.store.id}::uuid`);
    }
    const expectSameAsBuilt = async () => {
      await rollUp(db);
      const kept = await factRows(db);
      expect(kept.length).toBeGreaterThan(20);
      await db.execute(sql`delete from analytics_customer_facts`);
      await db.execute(sql.raw(buildFromRequests));
      expect(await factRows(db)).toEqual(kept);
    };
    await expectSameAsBuilt();

    const one = (skip: number) =>
      sql`(select id from requests order by created_at, id offset ${skip} limit 1)`;
    await db.execute(
      sql`update requests set created_at = created_at + interval '3 days' where id = ${one(10)}`,
    );
    await db.execute(sql`update requests set customer_email = 'new@example.com' where id = ${one(20)}`);
    await db.execute(sql`delete from requests where id = ${one(30)}`);
    await db.execute(sql`update requests set status = 'rejected' where id = ${one(40)}`);
    await db.execute(sql`update requests set customer_name = 'zz top' where id = ${one(50)}`);
    await db.execute(
      sql`update request_items set requested_qty = requested_qty + 5 where request_id = ${one(60)}`,
    );
    // Every customer of one day moved away: the day's rows all go.
    await db.execute(sql`update requests set created_at = created_at + interval '1 day'
      where created_at::date = (select created_at::date from requests order by created_at limit 1)`);
    await expectSameAsBuilt();
  });
});
