CREATE INDEX "requests_store_address_key_idx" ON "requests" USING btree ("store_id",lower(trim("address"->>'address_line_1')),trim("address"->>'postal_code'),"created_at");--> statement-breakpoint
-- The risk score's facts about the shopper and the address (docs/lists-and-risk.md, "Return risk score").
-- Under row-level security PostgreSQL uses an index only for LEAKPROOF conditions and neither lower() nor
-- trim() is, so these counts read the whole store; like request_email_ids (0025) this runs as the table
-- owner. The store is named by the caller and must be the transaction's store: nothing without one, and
-- nothing for another store. The email, street and postal code come normalised (trimmed, lower case).
CREATE FUNCTION request_risk_facts(store uuid, request uuid, email text, street text, zip text,
  since_recent timestamptz, since_address timestamptz)
RETURNS TABLE (all_requests integer, recent integer, whole integer, sharing integer)
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT count(*)::integer,
    (count(*) FILTER (WHERE r.created_at > since_recent))::integer,
    (count(*) FILTER (WHERE k.whole_order AND r.kind = 'return'))::integer,
    (SELECT count(DISTINCT lower(o.customer_email))::integer FROM public.requests o
      WHERE o.store_id = store AND store = nullif(current_setting('roundtrip.store_id', true), '')::uuid
        AND street <> '' AND zip <> ''
        AND lower(trim(o.address->>'address_line_1')) = street AND trim(o.address->>'postal_code') = zip
        AND o.created_at > since_address
        AND lower(o.customer_email) <> email AND o.customer_email <> '')
  FROM public.requests r LEFT JOIN public.request_risks k ON k.request_id = r.id
  WHERE r.store_id = store AND store = nullif(current_setting('roundtrip.store_id', true), '')::uuid
    AND email <> '' AND lower(r.customer_email) = email
    AND r.id <> request AND r.status NOT IN ('rejected', 'cancelled')
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION request_risk_facts(uuid, uuid, text, text, text, timestamptz, timestamptz) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION request_risk_facts(uuid, uuid, text, text, text, timestamptz, timestamptz) TO roundtrip_tenant;--> statement-breakpoint
-- The typical request's daily rollup (features/analytics/daily-facts.ts, `request_value`) for the days
-- rolled up before it existed; a day changed later is rebuilt whole by the rollup job.
INSERT INTO analytics_daily (store_id, day, metric, n, amount)
SELECT i.store_id, (i.request_created_at AT TIME ZONE s.timezone)::date, 'request_value',
  count(DISTINCT i.request_id), sum(i.paid_amount)
FROM request_items i JOIN stores s ON s.id = i.store_id
GROUP BY 1, 2;
