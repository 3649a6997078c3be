CREATE TABLE "workflow_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"trigger_key" text NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"trigger" text NOT NULL,
	"trigger_days" integer,
	"match" text DEFAULT 'all' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_runs_key" ON "workflow_runs" USING btree ("workflow_id","request_id","trigger_key");--> statement-breakpoint
CREATE INDEX "workflow_runs_request_idx" ON "workflow_runs" USING btree ("request_id","status");--> statement-breakpoint
CREATE INDEX "workflow_runs_pending_idx" ON "workflow_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "workflows_store_idx" ON "workflows" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE POLICY "store_isolation" ON "workflow_runs" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("workflow_runs"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("workflow_runs"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "store_isolation" ON "workflows" AS PERMISSIVE FOR ALL TO "roundtrip_tenant" USING ("workflows"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid)) WITH CHECK ("workflows"."store_id" = (select nullif(current_setting('roundtrip.store_id', true), '')::uuid));