ALTER TABLE "refunds" ADD COLUMN "presentment_amount" numeric(20, 3);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "presentment_currency" text;