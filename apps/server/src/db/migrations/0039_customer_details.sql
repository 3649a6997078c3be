-- The customer reports' details of their page's customers (docs/scale.md, "Customer reports, seventh pass"):
-- per customer (lower(customer_email)) of `emails`, their requests in [since, until) matching `pattern` (a
-- search, or null), counted and summed with their items. SECURITY DEFINER, like request_email_ids, so the
-- store wall (set by the calling transaction) does not keep lower(customer_email) = ANY (…) from the
-- (store_id, lower(customer_email)) index: one index read of the customers' requests where the ids were
-- fetched first, then each request again by its key. A SQL function's body is planned for any arguments:
-- a plain bound on created_at let that plan read the whole period by date (245,000 rows at 1,000,000)
-- where the customers' own requests are 2,000; the bounds written as request_email_ids writes them
-- (null for none) leave the address index as the only way in.
CREATE FUNCTION customer_details(emails text[], since timestamptz, until timestamptz, pattern text)
RETURNS TABLE (email text, name text, "returns" integer, exchanges integer, returned_value text, items integer)
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT lower(r.customer_email), max(r.customer_name),
    (count(*) FILTER (WHERE r.kind = 'return'))::integer,
    (count(*) FILTER (WHERE r.kind = 'exchange'))::integer,
    coalesce(sum(r.refund_amount), 0)::text,
    coalesce(sum(i.qty), 0)::integer
  FROM public.requests r
  LEFT JOIN LATERAL (
    SELECT sum(ri.requested_qty) AS qty FROM public.request_items ri
    WHERE ri.request_id = r.id AND ri.store_id = r.store_id
  ) i ON true
  WHERE r.store_id = nullif(current_setting('roundtrip.store_id', true), '')::uuid
    AND lower(r.customer_email) = ANY (emails)
    AND (since IS NULL OR r.created_at >= since) AND (until IS NULL OR r.created_at < until)
    AND r.customer_email <> ''
    AND (pattern IS NULL OR r.customer_email ILIKE pattern OR r.customer_name ILIKE pattern)
  GROUP BY 1
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION customer_details(text[], timestamptz, timestamptz, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION customer_details(text[], timestamptz, timestamptz, text) TO roundtrip_tenant;
