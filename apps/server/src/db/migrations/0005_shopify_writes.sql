CREATE TABLE "shopify_writes" (
	"store_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"snapshot" jsonb,
	"result_id" text,
	"result_extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_writes_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
ALTER TABLE "shopify_writes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shopify_plan" text;--> statement-breakpoint
ALTER TABLE "shopify_writes" ADD CONSTRAINT "shopify_writes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_writes" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_writes"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_writes"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));