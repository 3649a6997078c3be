CREATE TABLE "request_tags" (
	"store_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"request_id" uuid NOT NULL,
	CONSTRAINT "request_tags_store_id_tag_created_at_request_id_pk" PRIMARY KEY("store_id","tag","created_at","request_id")
);
--> statement-breakpoint
ALTER TABLE "request_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_tags" ADD CONSTRAINT "request_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_isolation" ON "request_tags" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("request_tags"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("request_tags"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));