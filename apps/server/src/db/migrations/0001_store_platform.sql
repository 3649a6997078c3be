ALTER TABLE "stores" ADD COLUMN "platform" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "timezone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "uninstalled_at" timestamp with time zone;