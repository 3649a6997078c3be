import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executorOf } from '../outbox/sql-executor';
import { type Db, queryRows } from './client';
import { pgliteForDrizzle, pgliteUnder } from './pglite-text-types';

/** One value of each type drizzle reads as text, and of types it leaves to PGlite. */
const VALUES = `select '2026-11-01 01:30:00.123456+05:30'::timestamptz as at,
  '2026-11-01 01:30:00.5'::timestamp as local, '2026-02-28'::date as day, interval '1 day 2 hours' as span,
  array['2026-01-01 00:00:00+00'::timestamptz, null] as ats, array['2026-01-01'::date] as days,
  array[1.50::numeric] as amounts, array[interval '1 hour'] as spans, array['2026-01-01 10:00'::timestamp] as locals,
  42 as n, 9007199254740993::bigint as big, '{"a":1}'::jsonb as doc, array['x', 'y'] as tags, true as yes`;

describe('PGlite under drizzle', () => {
  /** A PGlite as created, and drizzle over it as drizzle makes it. */
  let pristine: PGlite;
  /** A PGlite given to drizzle through pgliteForDrizzle, and the options each statement reached it with. */
  let client: PGlite;
  const reached: (QueryOptions | undefined)[] = [];
  let db: Db;
  beforeAll(async () => {
    [pristine, client] = await Promise.all([PGlite.create(), PGlite.create()]);
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      reached.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    db = drizzle({ client: pgliteForDrizzle(client) }) as unknown as Db;
  });
  afterAll(async () => {
    await Promise.all([pristine.close(), client.close()]);
  });

  it('answers drizzle as drizzle over a PGlite as created, without merging parsers per statement', async () => {
    const expected = await drizzle({ client: pristine }).execute(sql.raw(VALUES));
    expect(expected.rows[0]).toMatchObject({ at: '2026-10-31 20:00:00.123456+00', day: '2026-02-28', n: 42 });
    reached.length = 0;
    expect(await queryRows(db, sql.raw(VALUES))).toEqual(expected.rows);
    expect(reached).toHaveLength(1);
    expect(reached[0]).not.toHaveProperty('parsers');
    // In a transaction, and in drizzle's array rows (a select's mode).
    expect(await db.transaction((tx) => queryRows(tx, sql.raw(VALUES)))).toEqual(expected.rows);
    const selected = await db
      .select({ at: sql<string>`'2026-01-01 00:00:00+00'::timestamptz` })
      .from(sql`(select 1) as one`);
    expect(selected).toEqual([{ at: '2026-01-01 00:00:00+00' }]);
  });

  it("answers other statements on it (pg-boss's) as a PGlite as created does: dates as Date", async () => {
    const expected = (await pristine.query(VALUES)).rows;
    expect(expected[0]).toMatchObject({ at: new Date('2026-10-31T20:00:00.123Z') });
    expect((await executorOf(db).executeSql(VALUES)).rows).toEqual(expected);
    expect((await executorOf(db).executeSql(`${VALUES} where $1::int = 1`, [1])).rows).toEqual(expected);
    await db.transaction(async (tx) => {
      expect((await executorOf(tx).executeSql(`${VALUES} where $1::int = 1`, [1])).rows).toEqual(expected);
    });
    // A caller's own parsers still apply.
    const own = await pgliteForDrizzle(client).query('select 42 as n', [], {
      parsers: { 23: (v: string) => `#${v}` },
    });
    expect(own.rows).toEqual([{ n: '#42' }]);
  });

  it('gives the PGlite under a drizzle client back', () => {
    expect(pgliteUnder(pgliteForDrizzle(client))).toBe(client);
    expect(pgliteUnder(pristine)).toBe(pristine);
  });
});
