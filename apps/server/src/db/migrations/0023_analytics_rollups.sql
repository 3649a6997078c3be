CREATE TABLE "analytics_daily" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text,
	"sub" text,
	"label" text,
	"n" bigint DEFAULT 0 NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_dirty" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "analytics_dirty_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_dirty" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dirty" ADD CONSTRAINT "analytics_dirty_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_store_day_idx" ON "analytics_daily" USING btree ("store_id","day","metric");--> statement-breakpoint
CREATE INDEX "refunds_store_created_idx" ON "refunds" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_daily" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_daily"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_daily"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "analytics_dirty" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("analytics_dirty"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("analytics_dirty"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));