-- The analytics measures, one definition for totals and rows (docs/analytics.md, "What each measure is"):
-- a customer's returned value is the value paid for the units they asked for, rejected and cancelled
-- requests aside (archived ones as they were before), as in every other report; it was the refund net of
-- fees of every request, rejected ones included, exchanges at nothing.
CREATE OR REPLACE FUNCTION customer_details(emails text[], since timestamptz, until timestamptz, pattern text)
RETURNS TABLE (email text, name text, "returns" integer, exchanges integer, returned_value text, items integer)
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT lower(r.customer_email), max(r.customer_name),
    (count(*) FILTER (WHERE r.kind = 'return'))::integer,
    (count(*) FILTER (WHERE r.kind = 'exchange'))::integer,
    coalesce(sum(i.paid) FILTER (WHERE NOT (r.status IN ('rejected', 'cancelled')
      OR (r.status = 'archived' AND coalesce(r.status_before_archive IN ('rejected', 'cancelled'), false)))), 0)::text,
    coalesce(sum(i.qty), 0)::integer
  FROM public.requests r
  LEFT JOIN LATERAL (
    SELECT sum(ri.requested_qty) AS qty, sum(ri.paid_amount) AS paid FROM public.request_items ri
    WHERE ri.request_id = r.id AND ri.store_id = r.store_id
  ) i ON true
  WHERE r.store_id = nullif(current_setting('roundtrip.store_id', true), '')::uuid
    AND lower(r.customer_email) = ANY (emails)
    AND (since IS NULL OR r.created_at >= since) AND (until IS NULL OR r.created_at < until)
    AND r.customer_email <> ''
    AND (pattern IS NULL OR r.customer_email ILIKE pattern OR r.customer_name ILIKE pattern)
  GROUP BY 1
$$;--> statement-breakpoint
-- The rollups hold the old measures (returned value from refunds net of fees, pending refunds as paid):
-- every day with data is marked, and the job builds it again; until then the reports read it raw.
SELECT analytics_mark_dirty(array(
  SELECT DISTINCT row(t.store_id, (t.at AT TIME ZONE s.timezone)::date, 1)::analytics_dirty
  FROM (SELECT store_id, created_at FROM requests UNION SELECT store_id, created_at FROM refunds) t(store_id, at)
  JOIN stores s ON s.id = t.store_id));
