ALTER TABLE "refunds" ADD COLUMN "bonus_amount" numeric(20, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "incentive_amount" numeric(20, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "store_credit_bonus_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Requests made before the percent was kept: the store's current offer is the best record of it.
UPDATE "requests" AS r
SET "store_credit_bonus_percent" = LEAST(100, GREATEST(0, (s."policy_settings"->>'store_credit_bonus_percent')::numeric))
FROM "stores" AS s
WHERE s."id" = r."store_id"
  AND jsonb_typeof(s."policy_settings"->'store_credit_bonus_percent') = 'number'
  AND (s."policy_settings"->>'store_credit_bonus_percent')::numeric > 0;--> statement-breakpoint
-- Until now a request had at most one refund of ours, covering every unit its items counted as refunded.
UPDATE "refunds" AS f
SET "items" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('item_id', i."id", 'quantity', i."refunded_qty") ORDER BY i."id")
  FROM "request_items" AS i
  WHERE i."request_id" = f."request_id" AND i."refunded_qty" > 0
), '[]'::jsonb)
WHERE f."origin" = 'roundtrip';
