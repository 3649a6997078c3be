CREATE TABLE "shopify_staff_links" (
	"store_id" uuid NOT NULL,
	"shopify_user_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_staff_links_store_id_shopify_user_id_pk" PRIMARY KEY("store_id","shopify_user_id")
);
--> statement-breakpoint
ALTER TABLE "shopify_staff_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_emails" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY "store_isolation" ON "account_emails" CASCADE;--> statement-breakpoint
DROP TABLE "account_emails" CASCADE;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shopify_staff_links" ADD CONSTRAINT "shopify_staff_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_staff_links" ADD CONSTRAINT "shopify_staff_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_staff_links" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_staff_links"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_staff_links"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));