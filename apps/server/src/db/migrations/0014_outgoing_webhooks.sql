CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"response_status" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"request_event_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"url" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_secret_expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_event_key" ON "webhook_deliveries" USING btree ("endpoint_id","request_event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_store_idx" ON "webhook_endpoints" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "webhook_attempts" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("webhook_attempts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("webhook_attempts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "webhook_deliveries" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("webhook_deliveries"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("webhook_deliveries"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "webhook_endpoints" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("webhook_endpoints"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("webhook_endpoints"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));