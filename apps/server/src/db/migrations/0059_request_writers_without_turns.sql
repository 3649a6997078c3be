CREATE TABLE "request_allowance" (
	"store_id" uuid NOT NULL,
	"month" date NOT NULL,
	"slot" integer NOT NULL,
	"taken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "request_allowance_store_id_month_slot_pk" PRIMARY KEY("store_id","month","slot")
);
--> statement-breakpoint
ALTER TABLE "request_allowance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Writers to one store no longer take turns (docs/scale.md, "Submissions"). A dirty day was one row per
-- store and day that every write's trigger updated (its version), so each write to a store waited for the
-- one before it to commit. Now each writing transaction inserts its own mark, keyed by its id; the old
-- versions stay as the rows' writer ids (unique per day as they were).
ALTER TABLE "analytics_dirty" RENAME COLUMN "version" TO "writer";--> statement-breakpoint
ALTER TABLE "analytics_dirty" ALTER COLUMN "writer" SET DEFAULT (pg_current_xact_id()::text::bigint);--> statement-breakpoint
ALTER TABLE "analytics_dirty" DROP CONSTRAINT "analytics_dirty_store_id_day_pk";--> statement-breakpoint
ALTER TABLE "analytics_dirty" ADD CONSTRAINT "analytics_dirty_store_id_day_writer_pk" PRIMARY KEY("store_id","day","writer");--> statement-breakpoint
ALTER TABLE "request_allowance" ADD CONSTRAINT "request_allowance_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_allowance" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_allowance"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_allowance"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
-- The trigger functions still build analytics_dirty rows with 1 as their third field: only the store and
-- the day are read from them. A transaction's second mark of a day is its own row: nothing waits.
CREATE OR REPLACE FUNCTION analytics_mark_dirty(marks analytics_dirty[]) RETURNS void
LANGUAGE sql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  INSERT INTO public.analytics_dirty (store_id, day, writer)
  SELECT DISTINCT m.store_id, m.day, pg_current_xact_id()::text::bigint FROM unnest(marks) m
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- A change of plan (or of the store's billing mode) drops the month's allowance rows: the next limited
-- submission makes them again from the month's requests, under the plan then in force.
CREATE FUNCTION request_allowance_plan_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  DELETE FROM public.request_allowance WHERE store_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER request_allowance_plan_changed AFTER UPDATE OF plan_name, billing ON stores
  FOR EACH ROW WHEN ((OLD.plan_name, OLD.billing) IS DISTINCT FROM (NEW.plan_name, NEW.billing))
  EXECUTE FUNCTION request_allowance_plan_changed();
