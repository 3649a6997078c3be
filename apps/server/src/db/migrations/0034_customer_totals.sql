CREATE TABLE "analytics_customer_totals" (
	"store_id" uuid NOT NULL,
	"span" integer NOT NULL,
	"email" text NOT NULL,
	"requests" integer NOT NULL,
	"before" integer NOT NULL,
	"last" timestamp with time zone,
	CONSTRAINT "analytics_customer_totals_store_id_span_email_pk" PRIMARY KEY("store_id","span","email")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_customer_windows" (
	"store_id" uuid NOT NULL,
	"span" integer NOT NULL,
	"anchor" date,
	"timezone" text,
	"version" bigint DEFAULT 1 NOT NULL,
	"built" bigint,
	CONSTRAINT "analytics_customer_windows_store_id_span_pk" PRIMARY KEY("store_id","span")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_windows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_customer_totals" ADD CONSTRAINT "analytics_customer_totals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_customer_windows" ADD CONSTRAINT "analytics_customer_windows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_customer_totals" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_customer_totals"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_customer_totals"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_customer_windows" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_customer_windows"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_customer_windows"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));