-- Customer totals (docs/analytics.md, "Customer totals"): a change that moves a customer's counts (a request
-- inserted or deleted, or its store, creation instant or address changed) on a local day a built window
-- covers makes that window stale in the change's own transaction, so no change can be missed.
-- The store's row is KEY SHARE locked by every such change (an insert's foreign key check already does it):
-- the round moves a window to a new anchor, or builds it first, only after locking that row FOR UPDATE, i.e.
-- after every writer that may have read the old anchor (or no window) has committed, so a change on a day
-- the move adds is either in the rebuild's snapshot or sees the new anchor and marks it. Writers wait only for
-- that short first step of a rebuild, and for each other when they change the past of the same window (its
-- header's version); today's inserts touch no header.
-- Statement triggers with transition tables; SECURITY DEFINER: the tenant role may not read every window.
CREATE FUNCTION analytics_customer_windows_mark(changed analytics_dirty[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  IF cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM public.stores s WHERE s.id IN (SELECT c.store_id FROM unnest(changed) c)
  ORDER BY s.id FOR KEY SHARE;
  UPDATE public.analytics_customer_windows h SET version = h.version + 1
  WHERE h.anchor IS NOT NULL AND EXISTS (
    SELECT 1 FROM unnest(changed) c
    WHERE c.store_id = h.store_id AND c.day <= h.anchor AND c.day > h.anchor - 2 * h.span);
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION analytics_customer_windows_mark(analytics_dirty[]) FROM PUBLIC;--> statement-breakpoint
-- The (store, local day) pairs of the counted requests changed. An insert into a store without windows
-- needs nothing (its foreign key check holds the lock): a store that never opened the customer reports
-- pays one index probe per insert statement.
CREATE FUNCTION analytics_customer_requests_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_customer_windows_mark(array(
      SELECT DISTINCT row(r.store_id, (r.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM new_rows r JOIN stores s ON s.id = r.store_id
      WHERE r.customer_email <> ''
        AND EXISTS (SELECT 1 FROM analytics_customer_windows h WHERE h.store_id = r.store_id)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_customer_windows_mark(array(
      SELECT DISTINCT row(r.store_id, (r.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM old_rows r JOIN stores s ON s.id = r.store_id
      WHERE r.customer_email <> ''));
  ELSE
    PERFORM analytics_customer_windows_mark(array(
      SELECT DISTINCT row(c.store_id, (c.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.store_id, n.created_at, n.customer_email),
        (o.store_id, o.created_at, o.customer_email)) c(store_id, created_at, email)
      JOIN stores s ON s.id = c.store_id
      WHERE c.email <> ''
        AND (n.store_id, n.created_at, n.customer_email) IS DISTINCT FROM (o.store_id, o.created_at, o.customer_email)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER analytics_customer_requests_inserted AFTER INSERT ON requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_customer_requests_changed();--> statement-breakpoint
CREATE TRIGGER analytics_customer_requests_updated AFTER UPDATE ON requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_customer_requests_changed();--> statement-breakpoint
CREATE TRIGGER analytics_customer_requests_deleted AFTER DELETE ON requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_customer_requests_changed();
