CREATE TABLE "upload_bytes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_bytes_ip_idx" ON "upload_bytes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "request_media_pending_order_idx" ON "request_media" USING btree ("store_id","order_id") WHERE "request_media"."request_id" is null;--> statement-breakpoint
CREATE INDEX "request_media_pending_age_idx" ON "request_media" USING btree ("created_at") WHERE "request_media"."request_id" is null;