CREATE TABLE "account_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_emails_store_created_idx" ON "account_emails" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_hash_key" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "account_emails" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("account_emails"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("account_emails"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "password_links" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("password_links"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("password_links"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));