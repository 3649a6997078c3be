import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  demoCollections,
  demoCustomers,
  demoFulfillmentOrders,
  demoFulfillments,
  demoInventoryLevels,
  demoLineItems,
  demoLocations,
  demoOrders,
  demoProducts,
  demoRefunds,
  demoShops,
  demoTransactions,
  demoVariants,
  stores,
} from '../../../db/schema';
import type { Category } from './catalogue';
import { type ExistingCatalogue, generateDemoData } from './generate';

export type SeedDemoPlatformInput = {
  storeId: string;
  orders: number;
  /** Defaults to the store's domain, so each store gets its own, repeatable data. */
  seed?: string;
  /** Order dates are placed relative to this date. */
  refDate: Date;
};

export type SeedDemoPlatformResult = {
  orders: number;
  lineItems: number;
  customers: number;
  products: number;
};

// Rows go to the database 1,000 at a time as one JSON parameter expanded by jsonb_to_recordset: about
// five times faster than a 30,000-parameter multi-row VALUES on PGlite, and the same SQL on PostgreSQL 15.
const BATCH = 1000;

async function insertBatches(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  storeId: string,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key === 'storeId' || key in first);
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const definitions = sql.raw(columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) out[column.name] = key === 'storeId' ? storeId : row[key];
      return out;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${definitions})`,
    );
  }
}

async function existingCatalogue(tx: Tx, storeId: string): Promise<ExistingCatalogue> {
  const variants = await tx
    .select({
      id: demoVariants.id,
      productId: demoVariants.productId,
      productTitle: demoProducts.title,
      title: demoVariants.title,
      sku: demoVariants.sku,
      vendor: demoProducts.vendor,
      priceMinor: demoVariants.priceMinor,
      productType: demoProducts.productType,
    })
    .from(demoVariants)
    .innerJoin(
      demoProducts,
      sql`${demoProducts.storeId} = ${demoVariants.storeId} and ${demoProducts.id} = ${demoVariants.productId}`,
    )
    .where(eq(demoVariants.storeId, storeId))
    .orderBy(demoVariants.id);
  const customers = await tx
    .select({
      id: demoCustomers.id,
      email: demoCustomers.email,
      phone: demoCustomers.phone,
      addresses: demoCustomers.addresses,
      tags: demoCustomers.tags,
    })
    .from(demoCustomers)
    .where(eq(demoCustomers.storeId, storeId))
    .orderBy(demoCustomers.id);
  const locations = await tx
    .select({ id: demoLocations.id })
    .from(demoLocations)
    .where(eq(demoLocations.storeId, storeId))
    .orderBy(sql`${demoLocations.isDefault} desc`, demoLocations.id);
  return {
    variants: variants.map(({ productType, ...v }) => ({
      ...v,
      category: productType.toLowerCase() as Category,
    })),
    customers: customers.map(({ tags, ...c }) => ({ ...c, international: tags.includes('international') })),
    locationIds: locations.map((l) => l.id),
  };
}

/**
 * Seeds the demo platform of one store: on the first run a catalogue, customers and orders; on later
 * runs more customers and orders on the same catalogue. One transaction, rows built in memory first.
 */
export async function seedDemoPlatform(
  db: Db,
  input: SeedDemoPlatformInput,
): Promise<SeedDemoPlatformResult> {
  return db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, input.storeId));
    if (!store) throw new Error(`store ${input.storeId} does not exist`);
    await tx
      .insert(demoShops)
      .values({ storeId: store.id, currency: store.currency, nextId: 1001, nextOrderNumber: 1001 })
      .onConflictDoNothing();
    const [shop] = await tx.select().from(demoShops).where(eq(demoShops.storeId, store.id)).for('update');
    if (!shop) throw new Error('demo shop row missing');
    const hasCatalogue =
      (
        await tx
          .select({ id: demoVariants.id })
          .from(demoVariants)
          .where(eq(demoVariants.storeId, store.id))
          .limit(1)
      ).length > 0;

    const data = generateDemoData({
      seed: input.seed ?? store.domain,
      currency: shop.currency,
      refDate: input.refDate,
      orders: input.orders,
      firstId: shop.nextId,
      firstOrderNumber: shop.nextOrderNumber,
      existing: hasCatalogue ? await existingCatalogue(tx, store.id) : undefined,
    });
    const put = (table: PgTable, rows: object[]) =>
      insertBatches(tx, table, rows as Record<string, unknown>[], store.id);
    if (data.catalogue) {
      await put(demoLocations, data.catalogue.locations);
      await put(demoCollections, data.catalogue.collections);
      await put(demoProducts, data.catalogue.products);
      await put(demoVariants, data.catalogue.variants);
      await put(demoInventoryLevels, data.catalogue.inventory);
    }
    await put(demoCustomers, data.customers);
    await put(demoOrders, data.orders);
    await put(demoLineItems, data.lineItems);
    await put(demoFulfillments, data.fulfillments);
    await put(demoFulfillmentOrders, data.fulfillmentOrders);
    await put(demoTransactions, data.transactions);
    await put(demoRefunds, data.refunds);
    await tx
      .update(demoShops)
      .set({ nextId: data.nextId, nextOrderNumber: data.nextOrderNumber })
      .where(eq(demoShops.storeId, store.id));
    return {
      orders: data.orders.length,
      lineItems: data.lineItems.length,
      customers: data.customers.length,
      products: data.catalogue?.products.length ?? 0,
    };
  });
}
