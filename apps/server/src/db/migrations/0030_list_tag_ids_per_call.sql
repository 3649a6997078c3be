-- request_tag_ids (0025) was a SQL function, planned once for any tags: PostgreSQL then read the store
-- by its date index and filtered every row, 1.8-3.2 s at 1,000,000 requests for a tag no request has.
-- Planned for each call with its values (EXECUTE, as request_search_ids in 0019), a rare tag is read
-- from the tags index and a common one in a narrow date range from the date index. Same contract: the
-- store of the transaction's setting only, nothing without one, at most max_rows ids.
CREATE OR REPLACE FUNCTION request_tag_ids(wanted text[], since timestamptz, until timestamptz, max_rows integer)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  store uuid := nullif(current_setting('roundtrip.store_id', true), '')::uuid;
BEGIN
  IF store IS NULL OR wanted IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT id FROM public.requests WHERE store_id = %L AND tags @> %L::text[]%s%s%s',
    store, wanted,
    CASE WHEN since IS NOT NULL THEN format(' AND created_at >= %L', since) ELSE '' END,
    CASE WHEN until IS NOT NULL THEN format(' AND created_at < %L', until) ELSE '' END,
    CASE WHEN max_rows IS NOT NULL THEN format(' LIMIT %s', max_rows) ELSE '' END);
END
$$;
