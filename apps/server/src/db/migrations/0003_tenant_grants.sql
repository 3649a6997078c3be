-- Privileges of the tenant role that merchant and portal requests run as (docs/security.md, "Row-level
-- security"). The role itself is cluster-wide and is created before migrations run (db/tenant-role.ts).
-- Tables and sequences created later by the migrating role get the same privileges by default.
GRANT USAGE ON SCHEMA public TO roundtrip_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO roundtrip_tenant;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO roundtrip_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO roundtrip_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO roundtrip_tenant;--> statement-breakpoint
-- A request queues its side effects' jobs in its own transaction: pg-boss's send reads the queue and
-- inserts the job. pg-boss creates its tables in this schema later (CREATE SCHEMA IF NOT EXISTS).
CREATE SCHEMA IF NOT EXISTS pgboss;--> statement-breakpoint
GRANT USAGE ON SCHEMA pgboss TO roundtrip_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA pgboss TO roundtrip_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT ON TABLES TO roundtrip_tenant;
