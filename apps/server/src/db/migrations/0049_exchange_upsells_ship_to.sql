ALTER TABLE "request_items" ADD COLUMN "upsell_products" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "ship_to" jsonb;