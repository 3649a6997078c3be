-- Email and tag filters of the merchant list behind the store wall (docs/scale.md, "Search behind the
-- store wall"). Under row-level security PostgreSQL uses an index only for LEAKPROOF conditions, and
-- neither lower() nor the array operator @> is: `lower(customer_email) = …` and `tags @> …` read the
-- whole store. Like request_search_ids (0019), these run as the table owner for the store of the
-- transaction's setting only (nothing without one), and stop after max_rows.
CREATE FUNCTION request_email_ids(email text, since timestamptz, until timestamptz, max_rows integer)
RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT id FROM public.requests
  WHERE store_id = nullif(current_setting('roundtrip.store_id', true), '')::uuid
    AND lower(customer_email) = email
    AND (since IS NULL OR created_at >= since)
    AND (until IS NULL OR created_at < until)
  LIMIT max_rows
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION request_email_ids(text, timestamptz, timestamptz, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION request_email_ids(text, timestamptz, timestamptz, integer) TO roundtrip_tenant;--> statement-breakpoint
CREATE FUNCTION request_tag_ids(wanted text[], since timestamptz, until timestamptz, max_rows integer)
RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT id FROM public.requests
  WHERE store_id = nullif(current_setting('roundtrip.store_id', true), '')::uuid
    AND tags @> wanted
    AND (since IS NULL OR created_at >= since)
    AND (until IS NULL OR created_at < until)
  LIMIT max_rows
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION request_tag_ids(text[], timestamptz, timestamptz, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION request_tag_ids(text[], timestamptz, timestamptz, integer) TO roundtrip_tenant;
