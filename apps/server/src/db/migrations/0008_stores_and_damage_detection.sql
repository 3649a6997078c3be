CREATE TABLE "damage_detections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"text" text NOT NULL,
	"assessment" text,
	"damaged" boolean,
	"feedback_correct" boolean,
	"feedback_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "damage_detections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"linked_store_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"pair_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"member_store_id" uuid NOT NULL,
	"member_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "return_insurance_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_insurance_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"roi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "damage_detections" ADD CONSTRAINT "damage_detections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_detections" ADD CONSTRAINT "damage_detections_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_detections" ADD CONSTRAINT "damage_detections_media_id_request_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."request_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_linked_store_id_stores_id_fk" FOREIGN KEY ("linked_store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_memberships" ADD CONSTRAINT "store_memberships_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_memberships" ADD CONSTRAINT "store_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_memberships" ADD CONSTRAINT "store_memberships_member_store_id_stores_id_fk" FOREIGN KEY ("member_store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_memberships" ADD CONSTRAINT "store_memberships_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_insurance_contacts" ADD CONSTRAINT "return_insurance_contacts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "damage_detections_media_key" ON "damage_detections" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_links_store_linked_key" ON "store_links" USING btree ("store_id","linked_store_id");--> statement-breakpoint
CREATE INDEX "store_links_pair_idx" ON "store_links" USING btree ("pair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_memberships_user_store_key" ON "store_memberships" USING btree ("user_id","member_store_id");--> statement-breakpoint
CREATE INDEX "store_memberships_member_store_idx" ON "store_memberships" USING btree ("member_store_id");--> statement-breakpoint
CREATE INDEX "return_insurance_contacts_store_idx" ON "return_insurance_contacts" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_profiles_store_key" ON "store_profiles" USING btree ("store_id");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "damage_detections" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("damage_detections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("damage_detections"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "store_links" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("store_links"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("store_links"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "store_memberships" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("store_memberships"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("store_memberships"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "return_insurance_contacts" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("return_insurance_contacts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("return_insurance_contacts"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "store_profiles" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("store_profiles"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("store_profiles"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));