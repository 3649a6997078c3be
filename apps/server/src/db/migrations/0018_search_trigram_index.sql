-- pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "requests_search_trgm_idx" ON "requests" USING gin (("customer_name" || chr(31) || "customer_email" || chr(31) || "order_name" || chr(31) || "name") gin_trgm_ops);