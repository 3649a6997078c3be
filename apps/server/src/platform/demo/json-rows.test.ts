import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type JsonRow, rowsFromJson } from '../../db/json-rows';
import {
  demoCustomers,
  demoFulfillments,
  demoInventoryLevels,
  demoLineItems,
  demoOrders,
  demoProducts,
  demoRefunds,
  demoTransactions,
  demoVariants,
} from '../../db/schema';
import { usePlatform } from '../../test/demo-platform-setup';
import { dbKinds } from '../../test/test-db';

/** Every table the demo platform reads through JSON sub-selects (orders whole, products with variants). */
const TABLES: [string, PgTable][] = [
  ['demo_orders', demoOrders],
  ['demo_line_items', demoLineItems],
  ['demo_fulfillments', demoFulfillments],
  ['demo_transactions', demoTransactions],
  ['demo_refunds', demoRefunds],
  ['demo_customers', demoCustomers],
  ['demo_products', demoProducts],
  ['demo_variants', demoVariants],
  ['demo_inventory_levels', demoInventoryLevels],
];

describe.each(dbKinds)('demo rows written as JSON on %s', (kind) => {
  const t = usePlatform(kind, 40);

  it('read back exactly as drizzle reads the table, column by column', async () => {
    const db = t.database.db;
    // Values the seed does not make: microseconds, an offset, a jsonb string, a null reference. (A jsonb
    // string of digits is left out: drizzle's own read parses it a second time, into a number.)
    await db.execute(sql`update demo_orders set cancelled_at = '2026-01-02 03:04:05.123456+05:30',
      customer_id = null where id = (select min(id) from demo_orders)`);
    await db.execute(sql`update demo_transactions set receipt = '"approved"'::jsonb
      where id = (select min(id) from demo_transactions)`);
    for (const [name, table] of TABLES) {
      const byDrizzle = await db.select().from(table).orderBy(sql`${table}::text`);
      const json = await queryRows<{ row: JsonRow }>(
        db,
        sql`select row_to_json(x) as row from ${table} x order by x::text`,
      );
      expect(byDrizzle.length, name).toBeGreaterThan(0);
      expect(
        rowsFromJson(
          table,
          json.map((r) => r.row),
        ),
        name,
      ).toEqual(byDrizzle);
    }
  });
});
