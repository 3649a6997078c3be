CREATE TABLE "request_first_refunds" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"first_refund_at" timestamp with time zone,
	"delay_us" bigint GENERATED ALWAYS AS ((extract(epoch from (first_refund_at - requested_at)) * 1000000)::bigint) STORED
);
--> statement-breakpoint
ALTER TABLE "request_first_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_first_refunds" ADD CONSTRAINT "request_first_refunds_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_first_refunds" ADD CONSTRAINT "request_first_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_first_refunds_store_requested_idx" ON "request_first_refunds" USING btree ("store_id","requested_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_first_refunds" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_first_refunds"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_first_refunds"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));