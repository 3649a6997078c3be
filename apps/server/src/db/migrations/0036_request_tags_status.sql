-- request_tags (0031, 0032) copies each request's status and needs_attention, in the transaction of every
-- change, so a tag's capped count filtered by them reads the key's index alone (docs/scale.md, "A tag list
-- counted from `request_tags`"). The key is rebuilt with both as included columns: the page's walk and the
-- triggers' deletes use it as before, and the count needs no second index written on every change.
ALTER TABLE "request_tags" DROP CONSTRAINT "request_tags_store_id_tag_created_at_request_id_pk";--> statement-breakpoint
ALTER TABLE "request_tags" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "request_tags" ADD COLUMN "needs_attention" boolean;--> statement-breakpoint
UPDATE "request_tags" rt SET "status" = q.status, "needs_attention" = q.needs_attention
FROM "requests" q WHERE q.id = rt.request_id;--> statement-breakpoint
-- A row whose request is gone (none should be: the delete trigger removes them) would fail the NOT NULL
-- below and stop the server's start: it is dropped instead.
DELETE FROM "request_tags" rt WHERE NOT EXISTS (SELECT 1 FROM "requests" q WHERE q.id = rt.request_id);--> statement-breakpoint
ALTER TABLE "request_tags" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_tags" ALTER COLUMN "needs_attention" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_tags" ADD CONSTRAINT "request_tags_store_id_tag_created_at_request_id_pk"
  PRIMARY KEY ("store_id", "tag", "created_at", "request_id") INCLUDE ("status", "needs_attention");--> statement-breakpoint
-- As 0032, and a change of status or flag alone rewrites the copy on the request's rows. It runs under the
-- request row's lock like every change of those rows, and in read committed its UPDATE takes a snapshot
-- after that lock: the rows an earlier change of the request left are the ones it rewrites.
CREATE OR REPLACE FUNCTION request_tags_request_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tags IS NOT DISTINCT FROM NEW.tags AND OLD.created_at = NEW.created_at
    AND OLD.store_id = NEW.store_id THEN
    UPDATE public.request_tags SET status = NEW.status, needs_attention = NEW.needs_attention
    WHERE store_id = NEW.store_id AND tag = ANY (NEW.tags) AND created_at = NEW.created_at AND request_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM public.request_tags
    WHERE store_id = OLD.store_id AND tag = ANY (OLD.tags) AND created_at = OLD.created_at AND request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- `tags @>` never matches a null element, and a repeated tag is one row.
    INSERT INTO public.request_tags (store_id, tag, created_at, request_id, status, needs_attention)
    SELECT DISTINCT NEW.store_id, t.tag, NEW.created_at, NEW.id, NEW.status, NEW.needs_attention
    FROM unnest(NEW.tags) t(tag) WHERE t.tag IS NOT NULL
    ON CONFLICT (store_id, tag, created_at, request_id)
    DO UPDATE SET status = EXCLUDED.status, needs_attention = EXCLUDED.needs_attention;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER request_tags_request_updated ON requests;--> statement-breakpoint
-- An untagged request has no rows: its status changes (most of them) do not call the function.
CREATE TRIGGER request_tags_request_updated
  AFTER UPDATE OF tags, created_at, store_id, status, needs_attention ON requests
  FOR EACH ROW WHEN (OLD.tags IS DISTINCT FROM NEW.tags OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.store_id IS DISTINCT FROM NEW.store_id
    OR (cardinality(NEW.tags) > 0
      AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.needs_attention IS DISTINCT FROM NEW.needs_attention)))
  EXECUTE FUNCTION request_tags_request_changed();
