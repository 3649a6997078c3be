ALTER TABLE "return_labels" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rate_rule" text DEFAULT 'cheapest' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "preferred_courier" text;