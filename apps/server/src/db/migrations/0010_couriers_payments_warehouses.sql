CREATE TABLE "courier_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"credentials" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "return_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"side_effect_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"booking" text NOT NULL,
	"external_id" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"tracking_status" text DEFAULT 'label_created' NOT NULL,
	"file_key" text,
	"weight_grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_labels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"credentials" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"provider_id" uuid,
	"provider" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"payment_url" text,
	"provider_payment_id" text,
	"paid_minor" integer,
	"failure" text,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"system" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"credentials" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wms_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"system" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'expected' NOT NULL,
	"receipt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wms_returns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "courier_connections" ADD CONSTRAINT "courier_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD CONSTRAINT "payment_providers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_connections" ADD CONSTRAINT "wms_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_returns" ADD CONSTRAINT "wms_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_returns" ADD CONSTRAINT "wms_returns_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_returns" ADD CONSTRAINT "wms_returns_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_connections_store_courier_key" ON "courier_connections" USING btree ("store_id","courier");--> statement-breakpoint
CREATE UNIQUE INDEX "return_labels_side_effect_key" ON "return_labels" USING btree ("side_effect_id");--> statement-breakpoint
CREATE INDEX "return_labels_request_idx" ON "return_labels" USING btree ("store_id","request_id");--> statement-breakpoint
CREATE INDEX "return_labels_tracking_idx" ON "return_labels" USING btree ("courier","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_providers_store_provider_idx" ON "payment_providers" USING btree ("store_id","provider");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("store_id","request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("store_id","provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_connections_store_system_idx" ON "wms_connections" USING btree ("store_id","system");--> statement-breakpoint
CREATE INDEX "wms_returns_status_idx" ON "wms_returns" USING btree ("store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_returns_request_idx" ON "wms_returns" USING btree ("request_id","connection_id");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "courier_connections" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("courier_connections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("courier_connections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "return_labels" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("return_labels"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("return_labels"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "payment_providers" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("payment_providers"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("payment_providers"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "payments" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("payments"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("payments"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "wms_connections" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("wms_connections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("wms_connections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "wms_returns" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("wms_returns"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("wms_returns"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));