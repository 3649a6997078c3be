-- Each refunded request's first succeeded refund (request_first_refunds, docs/analytics.md, "Median days
-- to refund"), kept in the transaction of every refund change. The request's day is marked dirty when its
-- first refund moves, as the daily facts count the requests per delay on the request's day.
-- The delay index serves the median's refinement by an index-only scan.
CREATE INDEX "request_first_refunds_store_delay_idx" ON "request_first_refunds" ("store_id", "delay_us")
  INCLUDE ("requested_at", "first_refund_at");--> statement-breakpoint
-- Recomputes the rows of `ids` from their refunds. Two transactions changing one request's refunds at once
-- would each miss the other's uncommitted refund: the row is made (or its concurrent insert waited for) and
-- locked first, and the recomputation, a later statement, takes its snapshot after the lock, so the last
-- to commit has seen every refund. Rows are locked in id order.
CREATE FUNCTION request_first_refunds_refresh(ids uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  INSERT INTO public.request_first_refunds (request_id, store_id, requested_at)
  SELECT q.id, q.store_id, q.created_at FROM public.requests q WHERE q.id = ANY (ids) ORDER BY q.id
  ON CONFLICT (request_id) DO NOTHING;
  SELECT count(*) FROM (
    SELECT 1 FROM public.request_first_refunds WHERE request_id = ANY (ids) ORDER BY request_id FOR UPDATE) locked;
  WITH firsts AS (
    SELECT d.request_id, (SELECT min(f.created_at) FROM public.refunds f
                          WHERE f.request_id = d.request_id AND f.status = 'succeeded') AS at
    FROM public.request_first_refunds d WHERE d.request_id = ANY (ids)),
  moved AS (
    UPDATE public.request_first_refunds d SET first_refund_at = f.at FROM firsts f
    WHERE d.request_id = f.request_id AND d.first_refund_at IS DISTINCT FROM f.at
    RETURNING d.store_id, d.requested_at)
  SELECT public.analytics_mark_dirty(array(
    SELECT DISTINCT row(m.store_id, (m.requested_at AT TIME ZONE s.timezone)::date, 1)::public.analytics_dirty
    FROM moved m JOIN public.stores s ON s.id = m.store_id));
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION request_first_refunds_refresh(uuid[]) FROM PUBLIC;--> statement-breakpoint
-- Only a succeeded refund, or one that stops or starts being one, can move a request's first refund.
CREATE FUNCTION request_first_refunds_refunds_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT request_id FROM new_rows WHERE status = 'succeeded');
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT request_id FROM old_rows WHERE status = 'succeeded');
  ELSE
    ids := array(
      SELECT DISTINCT c.request_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.request_id), (o.request_id)) c(request_id)
      WHERE (n.status = 'succeeded' OR o.status = 'succeeded')
        AND (n.request_id, n.status, n.created_at) IS DISTINCT FROM (o.request_id, o.status, o.created_at));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM request_first_refunds_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER request_first_refunds_refunds_inserted AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_first_refunds_refunds_changed();--> statement-breakpoint
CREATE TRIGGER request_first_refunds_refunds_updated AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_first_refunds_refunds_changed();--> statement-breakpoint
CREATE TRIGGER request_first_refunds_refunds_deleted AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_first_refunds_refunds_changed();--> statement-breakpoint
-- A request's creation instant (or store) copied here follows the request; the request's own trigger marks
-- its old and new day.
CREATE FUNCTION request_first_refunds_request_moved() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  UPDATE public.request_first_refunds SET store_id = NEW.store_id, requested_at = NEW.created_at
  WHERE request_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER request_first_refunds_request_moved AFTER UPDATE OF store_id, created_at ON requests
  FOR EACH ROW WHEN (OLD.store_id IS DISTINCT FROM NEW.store_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION request_first_refunds_request_moved();--> statement-breakpoint
-- The refunds already there, and the days whose facts now include them.
INSERT INTO request_first_refunds (request_id, store_id, requested_at, first_refund_at)
SELECT q.id, q.store_id, q.created_at, min(f.created_at)
FROM refunds f JOIN requests q ON q.id = f.request_id WHERE f.status = 'succeeded' GROUP BY q.id;--> statement-breakpoint
SELECT analytics_mark_dirty(array(
  SELECT DISTINCT row(d.store_id, (d.requested_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
  FROM request_first_refunds d JOIN stores s ON s.id = d.store_id));
