CREATE TABLE "customer_account_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"id_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_account_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_account_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_account_sign_ins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_account_sessions" ADD CONSTRAINT "customer_account_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_sign_ins" ADD CONSTRAINT "customer_account_sign_ins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_sessions_token_key" ON "customer_account_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_account_sessions_store_idx" ON "customer_account_sessions" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "customer_account_sessions" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("customer_account_sessions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("customer_account_sessions"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "customer_account_sign_ins" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("customer_account_sign_ins"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("customer_account_sign_ins"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));