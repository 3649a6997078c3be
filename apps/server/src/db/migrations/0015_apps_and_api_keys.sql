CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_store_idx" ON "apps" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "apps_key_prefix_idx" ON "apps" USING btree ("key_prefix");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "apps" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("apps"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("apps"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));