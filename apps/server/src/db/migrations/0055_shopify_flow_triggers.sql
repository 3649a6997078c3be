CREATE TABLE "shopify_flow_triggers" (
	"store_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"enabled" boolean NOT NULL,
	"stated_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_flow_triggers_store_id_trigger_pk" PRIMARY KEY("store_id","trigger")
);
--> statement-breakpoint
ALTER TABLE "shopify_flow_triggers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shopify_flow_triggers" ADD CONSTRAINT "shopify_flow_triggers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_flow_triggers" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_flow_triggers"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_flow_triggers"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));