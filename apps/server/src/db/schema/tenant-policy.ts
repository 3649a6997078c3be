import { sql } from 'drizzle-orm';
import { type AnyPgColumn, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

// Row-level security, the second wall behind the application's own `store_id` filters
// (docs/security.md). Not re-exported from index.ts: these are not tables.

/** What merchant and portal requests run as; created (with its grants) by a migration, not by drizzle-kit. */
export const TENANT_ROLE = 'roundtrip_tenant';
/** The transaction setting that names the request's store. */
export const STORE_SETTING = 'roundtrip.store_id';

const tenantRole = pgRole(TENANT_ROLE).existing();

// Evaluated once per statement (a sub-select), and null when no store is set: `= null` matches no row.
const currentStore = sql.raw(`(select nullif(current_setting('${STORE_SETTING}', true), '')::uuid)`);

/**
 * The one call a tenant table adds to its extra config: the tenant role reads and writes only the rows
 * of the store set for the transaction, and nothing when none is set. drizzle-kit enables RLS with it.
 */
export const storeIsolation = (storeId: AnyPgColumn) =>
  pgPolicy('store_isolation', {
    as: 'permissive',
    for: 'all',
    to: tenantRole,
    using: sql`${storeId} = ${currentStore}`,
    withCheck: sql`${storeId} = ${currentStore}`,
  });
