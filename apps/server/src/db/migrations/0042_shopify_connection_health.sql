ALTER TABLE "shopify_connections" ADD COLUMN "access_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD COLUMN "webhooks_registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD COLUMN "webhook_error" text;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD COLUMN "webhook_refused_at" timestamp with time zone;