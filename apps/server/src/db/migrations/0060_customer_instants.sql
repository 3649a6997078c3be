CREATE TABLE "analytics_customer_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"emails" text[] NOT NULL,
	CONSTRAINT "analytics_customer_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_customer_instants" (
	"store_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"email" text NOT NULL,
	"at" double precision[] NOT NULL,
	CONSTRAINT "analytics_customer_instants_store_id_year_email_pk" PRIMARY KEY("store_id","year","email")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_instants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_customer_days" ADD CONSTRAINT "analytics_customer_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_customer_instants" ADD CONSTRAINT "analytics_customer_instants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_customer_days" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_customer_days"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_customer_days"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_customer_instants" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_customer_instants"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_customer_instants"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
-- Customer reports over any range (docs/analytics.md): a request's customer is counted from its address,
-- so a change of address now marks the request's day dirty too, and the round rebuilds its customers.
CREATE OR REPLACE FUNCTION analytics_requests_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_mark_dirty(array(
      SELECT DISTINCT row(r.store_id, (r.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM new_rows r JOIN stores s ON s.id = r.store_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_mark_dirty(array(
      SELECT DISTINCT row(r.store_id, (r.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM old_rows r JOIN stores s ON s.id = r.store_id));
  ELSE
    PERFORM analytics_mark_dirty(array(
      SELECT DISTINCT row(c.store_id, (c.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.store_id, n.created_at), (o.store_id, o.created_at)) c(store_id, created_at)
      JOIN stores s ON s.id = c.store_id
      WHERE (n.store_id, n.created_at, n.status, n.kind, n.refund_amount, n.amount_due, n.payer, n.courier,
             n.method, n.address->>'country', n.needs_attention, lower(n.customer_email))
        IS DISTINCT FROM
            (o.store_id, o.created_at, o.status, o.kind, o.refund_amount, o.amount_due, o.payer, o.courier,
             o.method, o.address->>'country', o.needs_attention, lower(o.customer_email))));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new timezone moves every local day: the customers' day lists go with the other rollups (every day with
-- data is marked, and its rebuild puts its instants back).
CREATE OR REPLACE FUNCTION analytics_store_timezone_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  DELETE FROM analytics_daily WHERE store_id = NEW.id;
  DELETE FROM analytics_customer_days WHERE store_id = NEW.id;
  DELETE FROM analytics_customer_instants WHERE store_id = NEW.id;
  PERFORM analytics_mark_dirty(array(
    SELECT DISTINCT row(NEW.id, (t.at AT TIME ZONE z.tz)::date, 1)::analytics_dirty
    FROM (SELECT created_at FROM requests WHERE store_id = NEW.id
          UNION SELECT created_at FROM refunds WHERE store_id = NEW.id) t(at)
    CROSS JOIN (VALUES (OLD.timezone), (NEW.timezone)) z(tz)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The requests already there, built at once (a day's rebuild later is the same).
INSERT INTO analytics_customer_instants (store_id, year, email, at)
SELECT store_id, extract(year FROM created_at AT TIME ZONE 'UTC')::smallint, lower(customer_email),
  array_agg((extract(epoch FROM created_at) * 1000000)::float8 ORDER BY created_at)
FROM requests WHERE customer_email <> '' GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_customer_days (store_id, day, emails)
SELECT r.store_id, (r.created_at AT TIME ZONE s.timezone)::date,
  array_agg(DISTINCT lower(r.customer_email) ORDER BY lower(r.customer_email))
FROM requests r JOIN stores s ON s.id = r.store_id WHERE r.customer_email <> '' GROUP BY 1, 2;
