CREATE TABLE "shopify_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"exchange_fulfillment" text DEFAULT 'new_order' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shopify_settings" ADD CONSTRAINT "shopify_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_settings" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_settings"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_settings"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));