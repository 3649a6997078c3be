ALTER TABLE "return_labels" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_labels" ADD COLUMN "voided_at" timestamp with time zone;