-- request_tags (0031) holds one row per distinct tag of each request, kept in the transaction of every
-- change to a request's tags, creation instant or store (docs/scale.md, "A tag on many requests"). A row
-- trigger runs under the lock of the request's row: two transactions changing one request's tags apply in
-- commit order, and the later one's DELETE (a new snapshot in read committed) removes the rows the earlier
-- one left. Rows are removed by their whole key, so no index on request_id is needed.
CREATE FUNCTION request_tags_request_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM public.request_tags
    WHERE store_id = OLD.store_id AND tag = ANY (OLD.tags) AND created_at = OLD.created_at AND request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- `tags @>` never matches a null element, and a repeated tag is one row.
    INSERT INTO public.request_tags (store_id, tag, created_at, request_id)
    SELECT DISTINCT NEW.store_id, t.tag, NEW.created_at, NEW.id FROM unnest(NEW.tags) t(tag) WHERE t.tag IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION request_tags_request_changed() FROM PUBLIC;--> statement-breakpoint
CREATE TRIGGER request_tags_request_inserted AFTER INSERT ON requests
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION request_tags_request_changed();--> statement-breakpoint
CREATE TRIGGER request_tags_request_updated AFTER UPDATE OF tags, created_at, store_id ON requests
  FOR EACH ROW WHEN (OLD.tags IS DISTINCT FROM NEW.tags OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION request_tags_request_changed();--> statement-breakpoint
CREATE TRIGGER request_tags_request_deleted AFTER DELETE ON requests
  FOR EACH ROW WHEN (cardinality(OLD.tags) > 0) EXECUTE FUNCTION request_tags_request_changed();--> statement-breakpoint
-- The tags already there.
INSERT INTO request_tags (store_id, tag, created_at, request_id)
SELECT DISTINCT q.store_id, t.tag, q.created_at, q.id
FROM requests q CROSS JOIN LATERAL unnest(q.tags) t(tag) WHERE t.tag IS NOT NULL;--> statement-breakpoint
-- The list reads tags from request_tags now; the id lookup of 0025/0030 has no caller left.
DROP FUNCTION request_tag_ids(text[], timestamptz, timestamptz, integer);
