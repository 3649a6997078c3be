CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"button" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shopify_connections" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"method" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"client_id" text,
	"client_secret" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shopify_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shopify_login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"set_password" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_login_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shopify_oauth_states" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "audience" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'request_updated' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD CONSTRAINT "shopify_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_login_tickets" ADD CONSTRAINT "shopify_login_tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_login_tickets" ADD CONSTRAINT "shopify_login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_store_kind_language_key" ON "email_templates" USING btree ("store_id","kind","language");--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_connections_shop_key" ON "shopify_connections" USING btree ("shop");--> statement-breakpoint
CREATE INDEX "notifications_store_created_idx" ON "notifications" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "email_templates" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("email_templates"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("email_templates"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_connections" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_connections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_connections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "shopify_login_tickets" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("shopify_login_tickets"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("shopify_login_tickets"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));