-- Tables of the Shopify webhooks and privacy features, and refunds.origin. Written as a custom migration because
-- 0003_tenant_grants (custom) recorded them in its snapshot without creating them.
CREATE TABLE "order_deliveries" (
	"store_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"fulfillment_id" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "order_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "privacy_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"data_request_id" text NOT NULL,
	"customer_id" text,
	"customer_email" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"requests" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "privacy_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shopify_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"topic" text NOT NULL,
	"api_version" text DEFAULT '' NOT NULL,
	"triggered_at" timestamp with time zone,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "shopify_webhooks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "origin" text DEFAULT 'roundtrip' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_webhooks" ADD CONSTRAINT "shopify_webhooks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deliveries_store_fulfillment_key" ON "order_deliveries" USING btree ("store_id","fulfillment_id");--> statement-breakpoint
CREATE INDEX "order_deliveries_store_order_idx" ON "order_deliveries" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_exports_store_request_key" ON "privacy_exports" USING btree ("store_id","data_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_webhooks_store_event_key" ON "shopify_webhooks" USING btree ("store_id","event_id");--> statement-breakpoint
CREATE INDEX "shopify_webhooks_status_idx" ON "shopify_webhooks" USING btree ("status","received_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "order_deliveries" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("order_deliveries"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("order_deliveries"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "privacy_exports" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("privacy_exports"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("privacy_exports"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_webhooks" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_webhooks"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_webhooks"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));
