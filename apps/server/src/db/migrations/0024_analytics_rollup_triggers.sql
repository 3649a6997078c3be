-- Daily rollups (docs/analytics.md, "Daily rollups"): every change to a row the reports count marks its
-- store-local day dirty in the change's own transaction, so no change can be missed by the rollup job.
-- Statement triggers with transition tables: a bulk insert marks each day once. An update marks the old
-- and the new day only when a counted column changed. A request's day is its creation day; an item
-- counts on its request's day; a refund on its own creation day. SECURITY DEFINER: the tenant role may
-- not read the store's timezone row by row otherwise, and the mark is the system's, not the merchant's.
CREATE FUNCTION analytics_mark_dirty(marks analytics_dirty[]) RETURNS void
LANGUAGE sql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  INSERT INTO public.analytics_dirty AS d (store_id, day)
  SELECT DISTINCT m.store_id, m.day FROM unnest(marks) m
  ON CONFLICT (store_id, day) DO UPDATE SET version = d.version + 1;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION analytics_mark_dirty(analytics_dirty[]) FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION analytics_requests_changed() RETURNS trigger
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
             n.method, n.address->>'country', n.needs_attention)
        IS DISTINCT FROM
            (o.store_id, o.created_at, o.status, o.kind, o.refund_amount, o.amount_due, o.payer, o.courier,
             o.method, o.address->>'country', o.needs_attention)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION analytics_request_items_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_mark_dirty(array(
      SELECT DISTINCT row(q.store_id, (q.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM new_rows i JOIN requests q ON q.id = i.request_id
      JOIN stores s ON s.id = q.store_id));
  ELSIF TG_OP = 'DELETE' THEN
    -- Items deleted with their request find no request here: the request's own trigger marks its day.
    PERFORM analytics_mark_dirty(array(
      SELECT DISTINCT row(q.store_id, (q.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM old_rows i JOIN requests q ON q.id = i.request_id
      JOIN stores s ON s.id = q.store_id));
  ELSE
    PERFORM analytics_mark_dirty(array(
      SELECT DISTINCT row(q.store_id, (q.created_at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.request_id), (o.request_id)) c(request_id)
      JOIN requests q ON q.id = c.request_id
      JOIN stores s ON s.id = q.store_id
      WHERE (n.request_id, n.requested_qty, n.reason, n.product_id, n.title, n.paid_amount)
        IS DISTINCT FROM (o.request_id, o.requested_qty, o.reason, o.product_id, o.title, o.paid_amount)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION analytics_refunds_changed() RETURNS trigger
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
      WHERE (n.store_id, n.created_at, n.status, n.mode, n.amount)
        IS DISTINCT FROM (o.store_id, o.created_at, o.status, o.mode, o.amount)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER analytics_requests_inserted AFTER INSERT ON requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_requests_changed();--> statement-breakpoint
CREATE TRIGGER analytics_requests_updated AFTER UPDATE ON requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_requests_changed();--> statement-breakpoint
CREATE TRIGGER analytics_requests_deleted AFTER DELETE ON requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_requests_changed();--> statement-breakpoint
CREATE TRIGGER analytics_request_items_inserted AFTER INSERT ON request_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_request_items_changed();--> statement-breakpoint
CREATE TRIGGER analytics_request_items_updated AFTER UPDATE ON request_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_request_items_changed();--> statement-breakpoint
CREATE TRIGGER analytics_request_items_deleted AFTER DELETE ON request_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_request_items_changed();--> statement-breakpoint
CREATE TRIGGER analytics_refunds_inserted AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_refunds_changed();--> statement-breakpoint
CREATE TRIGGER analytics_refunds_updated AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_refunds_changed();--> statement-breakpoint
CREATE TRIGGER analytics_refunds_deleted AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_refunds_changed();--> statement-breakpoint
-- A new timezone moves every local day: the store's rollups go, and every day with data under the old or
-- the new timezone is marked (a rebuild running meanwhile under the old one is redone).
CREATE FUNCTION analytics_store_timezone_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  DELETE FROM analytics_daily WHERE store_id = NEW.id;
  PERFORM analytics_mark_dirty(array(
    SELECT DISTINCT row(NEW.id, (t.at AT TIME ZONE z.tz)::date, 1)::analytics_dirty
    FROM (SELECT created_at FROM requests WHERE store_id = NEW.id
          UNION SELECT created_at FROM refunds WHERE store_id = NEW.id) t(at)
    CROSS JOIN (VALUES (OLD.timezone), (NEW.timezone)) z(tz)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER analytics_store_timezone_changed AFTER UPDATE OF timezone ON stores
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION analytics_store_timezone_changed();--> statement-breakpoint
-- Data from before the rollups: every day with data is marked, and the job builds it.
SELECT analytics_mark_dirty(array(
  SELECT DISTINCT row(t.store_id, (t.at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
  FROM (SELECT store_id, created_at FROM requests UNION SELECT store_id, created_at FROM refunds) t(store_id, at)
  JOIN stores s ON s.id = t.store_id));
