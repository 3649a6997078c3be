CREATE TABLE "plan_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"plan_name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"checkout" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shopify_id" text,
	"confirmation_url" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plan_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "billing" text;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_charges_store_idx" ON "plan_charges" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "plan_charges" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("plan_charges"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("plan_charges"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));