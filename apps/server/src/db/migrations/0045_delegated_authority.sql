ALTER TABLE "apps" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Keys and workflows made before authorship was recorded acted as the store's first admin: they keep doing so.
UPDATE "apps" a SET "created_by" = (SELECT u."id" FROM "users" u WHERE u."store_id" = a."store_id" AND u."user_type" = 'admin' ORDER BY u."created_at" LIMIT 1) WHERE a."created_by" IS NULL;--> statement-breakpoint
UPDATE "workflows" w SET "author_id" = (SELECT u."id" FROM "users" u WHERE u."store_id" = w."store_id" AND u."user_type" = 'admin' ORDER BY u."created_at" LIMIT 1) WHERE w."author_id" IS NULL;
