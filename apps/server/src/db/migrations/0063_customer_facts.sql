CREATE TABLE "analytics_customer_facts" (
	"store_id" uuid NOT NULL,
	"email" text NOT NULL,
	"day" date NOT NULL,
	"requests" integer NOT NULL,
	"returns" integer NOT NULL,
	"exchanges" integer NOT NULL,
	"items" integer NOT NULL,
	"returned_value" numeric NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "analytics_customer_facts_store_id_email_day_pk" PRIMARY KEY("store_id","email","day")
		INCLUDE ("requests", "returns", "exchanges", "items", "returned_value", "name")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_facts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_customer_facts" ADD CONSTRAINT "analytics_customer_facts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_customer_facts" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_customer_facts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_customer_facts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
-- A page of the customer tables is detailed from analytics_customer_facts (docs/analytics.md): the key
-- carries the figures, so the page's customers over any range are an index-only scan of a few pages.
-- The name shown is kept there too, so a change of name now marks the request's day dirty as well.
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
             n.method, n.address->>'country', n.needs_attention, lower(n.customer_email), n.customer_name)
        IS DISTINCT FROM
            (o.store_id, o.created_at, o.status, o.kind, o.refund_amount, o.amount_due, o.payer, o.courier,
             o.method, o.address->>'country', o.needs_attention, lower(o.customer_email), o.customer_name)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
--> statement-breakpoint
-- A new timezone moves every local day: the customers' facts go with the other rollups.
CREATE OR REPLACE FUNCTION analytics_store_timezone_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  DELETE FROM analytics_daily WHERE store_id = NEW.id;
  DELETE FROM analytics_customer_days WHERE store_id = NEW.id;
  DELETE FROM analytics_customer_instants WHERE store_id = NEW.id;
  DELETE FROM analytics_customer_facts WHERE store_id = NEW.id;
  PERFORM analytics_mark_dirty(array(
    SELECT DISTINCT row(NEW.id, (t.at AT TIME ZONE z.tz)::date, 1)::analytics_dirty
    FROM (SELECT created_at FROM requests WHERE store_id = NEW.id
          UNION SELECT created_at FROM refunds WHERE store_id = NEW.id) t(at)
    CROSS JOIN (VALUES (OLD.timezone), (NEW.timezone)) z(tz)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The clean days' requests, built at once (a day's rebuild later is the same: roll-up-customer-day.ts). A
-- dirty day gets its rows from its rebuild, which also removes the rows its customer list names.
INSERT INTO analytics_customer_facts (store_id, email, day, requests, returns, exchanges, items, returned_value, name)
SELECT q.store_id, lower(q.customer_email), (q.created_at AT TIME ZONE s.timezone)::date, count(*)::int,
  (count(*) FILTER (WHERE q.kind = 'return'))::int, (count(*) FILTER (WHERE q.kind = 'exchange'))::int,
  coalesce(sum(i.qty), 0)::int,
  coalesce(sum(i.paid) FILTER (WHERE NOT (q.status IN ('rejected', 'cancelled')
    OR (q.status = 'archived' AND coalesce(q.status_before_archive IN ('rejected', 'cancelled'), false)))), 0),
  max(q.customer_name)
FROM requests q JOIN stores s ON s.id = q.store_id
LEFT JOIN LATERAL (
  SELECT sum(ri.requested_qty) AS qty, sum(ri.paid_amount) AS paid FROM request_items ri WHERE ri.request_id = q.id
) i ON true
WHERE q.customer_email <> '' AND NOT EXISTS (SELECT FROM analytics_dirty d
  WHERE d.store_id = q.store_id AND d.day = (q.created_at AT TIME ZONE s.timezone)::date)
GROUP BY 1, 2, 3;
