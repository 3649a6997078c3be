CREATE TABLE "drop_off_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drop_off_places" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_collections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_inventory_levels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_shops" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_variants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_gift_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_store_credit_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_store_credit_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_idempotency" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_fulfillment_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_fulfillments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_line_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_return_line_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_returns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "integration_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "side_effects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reasons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_action_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "saved_filters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tax_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "drop_off_places" ADD CONSTRAINT "drop_off_places_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_off_places_store_idx" ON "drop_off_places" USING btree ("store_id","position");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "customer_sessions" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("customer_sessions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("customer_sessions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_collections" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_collections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_collections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_inventory_levels" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_inventory_levels"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_inventory_levels"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_locations" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_locations"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_locations"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_products" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_products"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_products"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_shops" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_shops"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_shops"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_variants" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_variants"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_variants"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_gift_cards" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_gift_cards"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_gift_cards"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_store_credit_accounts" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_store_credit_accounts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_store_credit_accounts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_store_credit_transactions" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_store_credit_transactions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_store_credit_transactions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_idempotency" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_idempotency"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_idempotency"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_customers" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_customers"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_customers"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_fulfillment_orders" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_fulfillment_orders"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_fulfillment_orders"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_fulfillments" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_fulfillments"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_fulfillments"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_line_items" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_line_items"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_line_items"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_orders" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_orders"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_orders"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_refunds" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_refunds"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_refunds"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_transactions" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_transactions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_transactions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_return_line_items" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_return_line_items"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_return_line_items"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "demo_returns" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("demo_returns"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("demo_returns"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "integration_logs" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("integration_logs"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("integration_logs"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "side_effects" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("side_effects"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("side_effects"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("notifications"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("notifications"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "reasons" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("reasons"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("reasons"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "refunds" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("refunds"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("refunds"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_action_keys" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_action_keys"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_action_keys"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "reships" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("reships"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("reships"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_comments" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_comments"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_comments"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_events" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_events"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_events"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_items" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_items"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_items"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_media" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_media"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_media"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "requests" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("requests"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("requests"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "rules" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("rules"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("rules"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "saved_filters" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("saved_filters"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("saved_filters"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "stores" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("stores"."id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("stores"."id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "tax_rates" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("tax_rates"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("tax_rates"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("refresh_tokens"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("refresh_tokens"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "users" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("users"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("users"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "drop_off_places" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("drop_off_places"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("drop_off_places"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));