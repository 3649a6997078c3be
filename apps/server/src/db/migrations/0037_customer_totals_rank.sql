ALTER TABLE "analytics_customer_windows" ADD COLUMN "customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_customer_windows" ADD COLUMN "repeat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_customer_windows" ADD COLUMN "customers_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_customer_windows" ADD COLUMN "repeat_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_customer_totals_rank_idx" ON "analytics_customer_totals" USING btree ("store_id","span","requests" DESC NULLS FIRST,"last" DESC NULLS FIRST,"email");--> statement-breakpoint
UPDATE "analytics_customer_windows" w SET "customers" = c."customers", "repeat" = c."repeat",
  "customers_before" = c."customers_before", "repeat_before" = c."repeat_before"
FROM (
  SELECT "store_id", "span", (count(*) FILTER (WHERE "requests" > 0))::int AS "customers",
    (count(*) FILTER (WHERE "requests" > 1))::int AS "repeat", (count(*) FILTER (WHERE "before" > 0))::int AS "customers_before",
    (count(*) FILTER (WHERE "before" > 1))::int AS "repeat_before"
  FROM "analytics_customer_totals" GROUP BY 1, 2
) c
WHERE c."store_id" = w."store_id" AND c."span" = w."span";
