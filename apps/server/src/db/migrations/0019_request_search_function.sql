-- Substring search of the merchant list (docs/scale.md, "Search behind the store wall"). Under
-- row-level security PostgreSQL will not search the trigram index with ILIKE (texticlike is not
-- LEAKPROOF), so the tenant role asks this function, which runs as the table owner. The store comes
-- from the same transaction setting the policies read, never from the caller; with none set it finds
-- nothing. The list's date bounds come along so that a narrow range can be read from the date index
-- instead; each call is planned with its own values (EXECUTE), as a generic plan cannot tell a rare
-- pattern from a common one. It stops after max_rows: the list uses the ids of a rare pattern and
-- searches a common one differently.
CREATE FUNCTION request_search_ids(pattern text, since timestamptz, until timestamptz, max_rows integer)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  store uuid := nullif(current_setting('roundtrip.store_id', true), '')::uuid;
BEGIN
  IF store IS NULL OR pattern IS NULL OR max_rows IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT id FROM public.requests WHERE store_id = %L'
      ' AND (customer_name || chr(31) || customer_email || chr(31) || order_name || chr(31) || name) ILIKE %L%s%s LIMIT %s',
    store, pattern,
    CASE WHEN since IS NOT NULL THEN format(' AND created_at >= %L', since) ELSE '' END,
    CASE WHEN until IS NOT NULL THEN format(' AND created_at < %L', until) ELSE '' END,
    max_rows);
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION request_search_ids(text, timestamptz, timestamptz, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION request_search_ids(text, timestamptz, timestamptz, integer) TO roundtrip_tenant;
