import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { TENANT_ROLE } from './schema/tenant-policy';

/**
 * Creates the tenant role when absent and lets the connecting role switch to it. Runs before the
 * migrations, whose policies name the role: a role belongs to the whole PostgreSQL cluster, not to one
 * database, so a migration (one per database) cannot own it. NOLOGIN: nobody connects as it; no
 * BYPASSRLS: the policies hold for it. Needs CREATEROLE (or a superuser) the first time only.
 */
export async function ensureTenantRole(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TENANT_ROLE}') THEN
    BEGIN
      CREATE ROLE ${TENANT_ROLE} NOLOGIN NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- created at the same moment by a migration of another database on this cluster
    END;
  END IF;
  IF NOT pg_has_role(current_user, '${TENANT_ROLE}', 'MEMBER') THEN
    EXECUTE format('GRANT ${TENANT_ROLE} TO %I', current_user);
  END IF;
END $$`),
  );
}
