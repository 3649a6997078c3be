ALTER TABLE "audit_log" ADD COLUMN "actor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "actor_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."actor_id";
