-- Each item carries its request's created_at and kind (docs/scale.md, "Today dirty, seventh pass"), so the
-- analytics' item facts of a day are one range of (store_id, request_created_at) where they probed
-- request_items_request_idx once per request of the day. The copy is exact: it is set from the request on
-- every insert (whatever the insert says) and follows the request's changes, both in their transaction.
ALTER TABLE "request_items" ADD COLUMN "request_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "request_kind" text;--> statement-breakpoint
-- The fill changes no counted value, so the rollup's mark trigger (a transition table of every item) is off
-- meanwhile; the ALTER's lock keeps every other write out until the migration commits.
ALTER TABLE "request_items" DISABLE TRIGGER "analytics_request_items_updated";--> statement-breakpoint
UPDATE "request_items" i SET "request_created_at" = q.created_at, "request_kind" = q.kind
FROM "requests" q WHERE q.id = i.request_id;--> statement-breakpoint
ALTER TABLE "request_items" ENABLE TRIGGER "analytics_request_items_updated";--> statement-breakpoint
ALTER TABLE "request_items" ALTER COLUMN "request_created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_items" ALTER COLUMN "request_kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "request_items_store_request_created_idx" ON "request_items" USING btree ("store_id","request_created_at");--> statement-breakpoint
-- An item takes its request's values; its request must be of its store (else the NOT NULL fails). The row
-- is read FOR SHARE: a concurrent change of the request's created_at or kind either commits first (and is
-- read here) or waits for this transaction, and then its own update of the items (below) sees this one.
CREATE FUNCTION request_items_copy_request() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  SELECT q.created_at, q.kind INTO NEW.request_created_at, NEW.request_kind
  FROM public.requests q WHERE q.id = NEW.request_id AND q.store_id = NEW.store_id FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER request_items_copy_request
  BEFORE INSERT OR UPDATE OF request_id, store_id, request_created_at, request_kind ON request_items
  FOR EACH ROW EXECUTE FUNCTION request_items_copy_request();--> statement-breakpoint
-- A request's new created_at or kind goes to its items (the request's own trigger marks its old and new
-- day). In read committed the UPDATE takes its snapshot after the request row's lock: it sees every item
-- whose insert read the request before this change.
CREATE FUNCTION request_items_request_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  UPDATE public.request_items SET request_created_at = NEW.created_at, request_kind = NEW.kind
  WHERE request_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER request_items_request_changed AFTER UPDATE OF created_at, kind ON requests
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION request_items_request_changed();
